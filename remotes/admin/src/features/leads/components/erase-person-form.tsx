import { LEAD_ADMIN_MESSAGES } from '@vaani/data';
import { Button, Field, Input } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useConfirm } from '../../admin-shell/components/confirm-dialog.tsx';
import { useReport } from '../../admin-shell/report.ts';
import { ERASE_QUESTION } from '../lead-display.ts';
import { personContact } from '../person-contact.ts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  > :first-child {
    flex: 1 1 280px;
  }
`;

export interface ErasePersonFormProps {
  /** Erases every lead of the contact (an email address or an E.164 phone number); answers how many went. */
  erase: (contact: string) => Promise<{ contact: string; count: number }>;
}

/** Erasure on request: one email or phone number, one confirmation, every lead of that person gone. */
export function ErasePersonForm({ erase }: ErasePersonFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const erasing = useReport<string>();

  const erasure = useConfirm(
    (contact: string) => ({ title: `Erase every lead of ${contact}?`, ...ERASE_QUESTION }),
    (contact) =>
      erasing.run(
        contact,
        erase(contact),
        (erased) => {
          setText('');
          return { title: LEAD_ADMIN_MESSAGES.erased(erased.count, erased.contact) };
        },
        ERASE_QUESTION.failedTitle,
      ),
  );
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const contact = personContact(text);
    setError(contact ? null : LEAD_ADMIN_MESSAGES.notAContact);
    if (contact) erasure.ask(contact);
  };

  return (
    <section aria-labelledby="erase-person-heading">
      <h2 id="erase-person-heading">Erase a person</h2>
      <Form noValidate onSubmit={ask} aria-label="Erase a person">
        <Field label="Email or phone of the person" error={error ?? undefined} hint="Every lead they sent, from every form, is deleted for good.">
          <Input
            value={text}
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={erasing.busy !== null || text.trim() === ''}>
          {erasing.busy !== null ? 'Erasing…' : 'Erase leads'}
        </Button>
      </Form>
      {erasure.dialog}
    </section>
  );
}
