import { Button, Field, Input } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import { AUTH_LINK_TEXTS, type EmailLinkType } from '../email-link.ts';
import { AuthAlert, AuthCard, AuthForm } from './auth-card.tsx';

const MIN_PASSWORD_LENGTH = 8;

export interface SetPasswordFormProps {
  /** The link that signed the person in: an invitation or a password reset. */
  type: EmailLinkType;
  email: string;
  /** Saves the password; rejects with the reason in words. */
  save: (password: string) => Promise<void>;
}

interface FieldErrors {
  password?: string;
  repeat?: string;
}

/** After an invitation or reset link: the person chooses their password (typed twice). */
export function SetPasswordForm({ type, email, save }: SetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (password.length < MIN_PASSWORD_LENGTH) next.password = AUTH_LINK_TEXTS.tooShort;
    else if (repeat !== password) next.repeat = AUTH_LINK_TEXTS.mismatch;
    setErrors(next);
    setFailure(null);
    if (next.password || next.repeat) return;
    setSaving(true);
    save(password).catch((error: Error) => {
      setFailure(error.message);
      setSaving(false);
    });
  };

  return (
    <AuthCard title={AUTH_LINK_TEXTS.setTitle[type]} lead={AUTH_LINK_TEXTS.setLead[type]}>
      <AuthForm noValidate onSubmit={submit} aria-busy={saving}>
        {/* Lets a password manager store the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <Field label={AUTH_LINK_TEXTS.passwordLabel} error={errors.password}>
          <Input type="password" name="new-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={saving} />
        </Field>
        <Field label={AUTH_LINK_TEXTS.repeatLabel} error={errors.repeat}>
          <Input type="password" name="repeat-password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} disabled={saving} />
        </Field>
        {failure ? <AuthAlert role="alert">{failure}</AuthAlert> : null}
        <Button type="submit" variant="primary" fullWidth loading={saving}>
          {saving ? AUTH_LINK_TEXTS.saving : AUTH_LINK_TEXTS.save}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
