import { MESSAGES, isValidEmail } from '@vaani/validation';
import { useState, type FormEvent } from 'react';

/** A form that sends something (an invitation, a reset link) to one email address. */
export function useEmailSend(send: (email: string) => Promise<void>) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const problem = address === '' ? MESSAGES.emailRequired : isValidEmail(address) ? undefined : MESSAGES.invalidEmail;
    setFieldError(problem);
    setFailure(null);
    setSentTo(null);
    if (problem) return;
    setSending(true);
    send(address)
      .then(
        () => {
          setSentTo(address);
          setEmail('');
        },
        (error: Error) => setFailure(error.message),
      )
      .finally(() => setSending(false));
  };

  return { email, setEmail, fieldError, failure, sentTo, sending, submit };
}
