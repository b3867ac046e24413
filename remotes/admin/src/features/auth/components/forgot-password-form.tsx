import { Button, Field, Input } from '@vaani/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useEmailSend } from '../../admin-shell/use-email-send.ts';
import { AUTH_LINK_TEXTS } from '../email-link.ts';
import { AuthAlert, AuthCard, AuthForm } from './auth-card.tsx';

const Sent = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ForgotPasswordFormProps {
  /** The person followed a link that no longer works: say so before offering a new one. */
  expired?: boolean;
  /** Asks for the mail; rejects with the reason in words (e.g. asked again too soon). */
  request: (email: string) => Promise<void>;
  backLink: ReactNode;
}

/** Asks for the email to mail a password-reset link to; answers alike whether or not it has an account. */
export function ForgotPasswordForm({ expired = false, request, backLink }: ForgotPasswordFormProps) {
  const { email, setEmail, fieldError, failure, sentTo, sending, submit } = useEmailSend(request);

  return (
    <AuthCard title={expired ? AUTH_LINK_TEXTS.expiredTitle : AUTH_LINK_TEXTS.forgotTitle} lead={expired ? AUTH_LINK_TEXTS.expiredLead : AUTH_LINK_TEXTS.forgotLead}>
      {sentTo ? (
        <Sent role="status">{AUTH_LINK_TEXTS.sent(sentTo)}</Sent>
      ) : (
        <AuthForm noValidate onSubmit={submit} aria-busy={sending}>
          <Field label="Email" error={fieldError}>
            <Input type="email" name="email" autoComplete="username" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} disabled={sending} />
          </Field>
          {failure ? <AuthAlert role="alert">{failure}</AuthAlert> : null}
          <Button type="submit" variant="primary" fullWidth loading={sending}>
            {sending ? AUTH_LINK_TEXTS.sending : AUTH_LINK_TEXTS.sendLink}
          </Button>
        </AuthForm>
      )}
      {backLink}
    </AuthCard>
  );
}
