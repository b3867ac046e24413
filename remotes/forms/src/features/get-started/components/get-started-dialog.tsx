import { LEAD_MESSAGES, submitConfirmedLead, type PersonLead } from '@vaani/data/leads';
import { toast, track, useGetStartedStore } from '@vaani/stores';
import { Button, Dialog, Field, Input, useBotCheck, FormNote } from '@vaani/ui';
import { currentConsent, MESSAGES, validateGetStarted, type LeadChecks } from '@vaani/validation';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

/** Every text of the Get Started dialog; the messages are the spec's, verbatim. */
const TEXT = {
  title: 'Get Started',
  description: 'Tell us how to reach you and our team will set up your AI voice sales agent.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  submit: 'Submit',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  done: 'Done',
  successTitle: 'Thank You!',
  successText:
    'Your request has been submitted successfully. Our team will contact you within 24 hours to discuss your requirements.',
  errorTitle: 'Submission Failed',
  tryAgain: 'Try Again',
  failureToastTitle: 'Submission Failed',
  failureToastText: 'There was an error submitting your form. Please try again.',
} as const;

const EMPTY = { name: '', email: '', phone: '' };

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

const Outcome = styled.div<{ $tone: 'success' | 'danger' }>`
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: 18px;
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  }
  p {
    margin: 0;
  }
`;

interface Props {
  /** Where the lead goes: the lead service unless a story supplies another. */
  submit?: (lead: PersonLead, checks?: LeadChecks) => Promise<void>;
}

/**
 * The Get Started dialog, opened through openGetStarted() from any remote, closed through the same
 * store: idle → submitting → success or error; 'Try Again' keeps the entries, closing after success empties them.
 */
export default function GetStartedDialog({ submit = submitConfirmedLead }: Props) {
  const open = useGetStartedStore((state) => state.open);
  const closeGetStarted = useGetStartedStore((state) => state.closeGetStarted);
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle');
  const [error, setError] = useState('');
  const botCheck = useBotCheck();
  const submitting = status === 'submitting';
  const change = (field: keyof typeof EMPTY, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const close = () => {
    if (submitting) return;
    if (status === 'success') {
      setValues(EMPTY);
      setStatus('idle');
    }
    closeGetStarted();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checks = botCheck.read();
    const problems = validateGetStarted(values);
    for (const problem of problems) toast({ title: MESSAGES.validationErrorTitle, description: problem, variant: 'destructive' });
    if (problems.length > 0) return;
    setStatus('submitting');
    try {
      await submit({ name: values.name.trim(), email: values.email.trim(), phone_number: values.phone.trim() }, checks);
      setStatus('success');
      // Site spec §7.10: the form sent, a lead, and a completed registration.
      track({ name: 'form_submit', form: 'get_started' });
      track({ name: 'lead', source: 'get_started' });
      track({ name: 'complete_registration', method: 'get_started' });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : LEAD_MESSAGES.unexpected);
      setStatus('error');
      toast({ title: TEXT.failureToastTitle, description: TEXT.failureToastText, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onClose={close} closeDisabled={submitting} title={TEXT.title} description={TEXT.description} width="sm">
      {status === 'success' ? (
        <Outcome $tone="success" role="status">
          <h3>{TEXT.successTitle}</h3>
          <p>{TEXT.successText}</p>
          <Actions>
            <Button type="button" onClick={close}>
              {TEXT.done}
            </Button>
          </Actions>
        </Outcome>
      ) : status === 'error' ? (
        <Outcome $tone="danger" role="alert">
          <h3>{TEXT.errorTitle}</h3>
          <p>{error}</p>
          <Actions>
            <Button type="button" variant="outline" onClick={close}>
              {TEXT.cancel}
            </Button>
            <Button type="button" onClick={() => setStatus('idle')}>
              {TEXT.tryAgain}
            </Button>
          </Actions>
        </Outcome>
      ) : (
        <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={TEXT.title}>
          <Field label={TEXT.name}>
            <Input name="name" autoComplete="name" disabled={submitting} value={values.name} onChange={(event) => change('name', event.target.value)} />
          </Field>
          <Field label={TEXT.email}>
            <Input type="email" name="email" autoComplete="email" disabled={submitting} value={values.email} onChange={(event) => change('email', event.target.value)} />
          </Field>
          <Field label={TEXT.phone}>
            <Input type="tel" name="phone" autoComplete="tel" disabled={submitting} value={values.phone} onChange={(event) => change('phone', event.target.value)} />
          </Field>
          {botCheck.trap}
          <FormNote>{currentConsent('get-started').text}</FormNote>
          <Actions>
            <Button type="button" variant="outline" disabled={submitting} onClick={close}>
              {TEXT.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitting ? TEXT.submitting : TEXT.submit}
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
  );
}
