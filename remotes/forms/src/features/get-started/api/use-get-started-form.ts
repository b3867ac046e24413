import { LEAD_MESSAGES, submitConfirmedLead, type PersonLead } from '@vaani/data/leads';
import { toast, track } from '@vaani/stores';
import { MESSAGES, validateGetStarted, type LeadChecks } from '@vaani/validation';
import { useState } from 'react';
import { GET_STARTED_TEXT as TEXT } from './get-started-text.ts';

export type GetStartedStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface GetStartedValues {
  name: string;
  email: string;
  phone: string;
}

const EMPTY: GetStartedValues = { name: '', email: '', phone: '' };

/** idle → submitting → success or error; 'Try Again' keeps the entries, a reset empties them. */
export function useGetStartedForm(submit: (lead: PersonLead, checks?: LeadChecks) => Promise<void> = submitConfirmedLead) {
  const [values, setValues] = useState<GetStartedValues>(EMPTY);
  const [status, setStatus] = useState<GetStartedStatus>('idle');
  const [error, setError] = useState('');

  const send = async (checks?: LeadChecks) => {
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

  return {
    values,
    status,
    error,
    change: (change: Partial<GetStartedValues>) => setValues((current) => ({ ...current, ...change })),
    send,
    tryAgain: () => setStatus('idle'),
    reset: () => {
      setValues(EMPTY);
      setStatus('idle');
    },
  };
}
