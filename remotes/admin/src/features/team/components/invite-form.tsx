import type { StaffRole } from '@vaani/data';
import { Button, Field, Input, Select } from '@vaani/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ROLE_LABELS } from '../../admin-shell/admin-links.ts';
import { ErrorText, Options, Panel } from '../../admin-shell/components/admin-form.tsx';
import { useEmailSend } from '../../admin-shell/use-email-send.ts';
import { TEAM_TEXTS } from '../team-texts.ts';

const Form = styled.form`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr auto;
    align-items: start;
  }
  button {
    margin-top: 28px;
  }
`;

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 500;
`;

export interface InviteFormProps {
  /** Sends the invitation; rejects with the reason in words (e.g. the address already has access). */
  invite: (email: string, role: StaffRole) => Promise<void>;
}

/** Invites a colleague by email with a role; the server's refusal is shown as it is worded. */
export function InviteForm({ invite }: InviteFormProps) {
  const [role, setRole] = useState<StaffRole>('editor');
  const { email, setEmail, fieldError, failure, sentTo, sending, submit } = useEmailSend((address) => invite(address, role));

  return (
    <Panel aria-labelledby="invite-title">
      <h2 id="invite-title">{TEAM_TEXTS.inviteTitle}</h2>
      <Form noValidate onSubmit={submit} aria-busy={sending}>
        <Field label={TEAM_TEXTS.emailLabel} error={fieldError}>
          <Input type="email" name="email" autoComplete="off" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} disabled={sending} />
        </Field>
        <Field label={TEAM_TEXTS.roleLabel} hint={TEAM_TEXTS.roleHint}>
          <Select name="role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)} disabled={sending}>
            <Options of={ROLE_LABELS} />
          </Select>
        </Field>
        <Button type="submit" variant="primary" loading={sending}>
          {sending ? TEAM_TEXTS.inviting : TEAM_TEXTS.inviteButton}
        </Button>
      </Form>
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      {sentTo ? <Sent role="status">{TEAM_TEXTS.invited(sentTo)}</Sent> : null}
    </Panel>
  );
}
