import { MESSAGES, isValidEmail } from '@vaani/validation';
import { Button, Field, Input } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link } from '@vaani/router';
import { AUTH_LINK_TEXTS, FORGOT_PASSWORD_SEARCH } from '../email-link.ts';
import { AuthAlert, AuthCard, AuthForm } from './auth-card.tsx';

export type SignInStatus = 'idle' | 'submitting' | 'error';

const PASSWORD_REQUIRED = 'Password is required';

export interface SignInFormProps {
  status: SignInStatus;
  /** The server's refusal, e.g. 'Invalid email or password'. */
  error?: string | null;
  onSubmit: (email: string, password: string) => void;
  /** False over a screen being edited: the reset link would leave it, and what was typed with it. */
  offerPasswordReset?: boolean;
}

const Forgot = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 500;
`;

interface FieldErrors {
  email?: string;
  password?: string;
}

function check(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (email.trim() === '') errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = MESSAGES.invalidEmail;
  if (password === '') errors.password = PASSWORD_REQUIRED;
  return errors;
}

/** Email and password for administrators; checks the obvious mistakes before asking the server. */
export function SignInForm({ status, error, onSubmit, offerPasswordReset = true }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const submitting = status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = check(email, password);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) onSubmit(email.trim(), password);
  };

  return (
    <AuthCard title="Sign in" lead="Sign in to manage the Vaani AI website.">
      <AuthForm noValidate onSubmit={submit} aria-busy={submitting}>
        <Field label="Email" error={fieldErrors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={submitting}
            required
          />
        </Field>
        <Field label="Password" error={fieldErrors.password}>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={submitting}
            required
          />
        </Field>
        {offerPasswordReset ? <Forgot to={`/auth${FORGOT_PASSWORD_SEARCH}`}>{AUTH_LINK_TEXTS.forgotLink}</Forgot> : null}
        {status === 'error' && error ? <AuthAlert role="alert">{error}</AuthAlert> : null}
        <Button type="submit" variant="primary" fullWidth loading={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
