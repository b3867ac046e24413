import { track } from '@vaani/stores';
import { sendCallingLead, type PersonLead } from '@vaani/data/leads';
import { Button, useBotCheck, FormNote } from '@vaani/ui';
import { DemoLeadFields, EMPTY_DEMO_LEAD, useDemoLeadSubmit } from '@vaani/ui/phone-input';
import { currentConsent, type LeadChecks } from '@vaani/validation';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

/** Every text of the home page's request-callback section; the field labels are the demo form's. */
const TEXT = {
  title: 'Ready to Transform Your Sales?',
  lead: 'Leave your details and our AI voice agent will call you back to show what it can do for your team.',
  formLabel: 'Request a callback',
  email: 'Business Email',
  phone: 'Contact Number',
  country: 'Country code',
  name: 'First Name',
  submit: 'Request Callback',
  /** Not in the spec's words ("submitting, then submitted"): the demo form's label for the same state. */
  submitting: 'Submitting...',
  submittedTitle: 'Request Submitted!',
  submittedText: 'Thank you. Our team will call you back shortly.',
} as const;

const Section = styled.section`
  padding: 48px 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Inner = styled.div`
  max-width: 560px;
  margin: 0 auto;
  h2 {
    margin: 0 0 8px;
    font-size: 28px;
    text-align: center;
  }
`;

/* The confirmation replaces a form ~600 px taller: it is scrolled to, clear of the fixed header
   (72 px), and focused, so a screen reader reads it. */
const Confirmation = styled.div`
  scroll-margin-top: 88px;
  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: 0 0 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

interface Props {
  /** Where the lead goes: the lead service (fire-and-forget) unless a story supplies another. */
  send?: (lead: PersonLead, form: 'callback', sending: LeadChecks) => Promise<void> | void;
}

/** Home page: 'Ready to Transform Your Sales?' with the callback form, replaced once it is sent. */
export default function RequestCallbackSection({ send = sendCallingLead }: Props) {
  const titleId = useId();
  const [values, setValues] = useState(EMPTY_DEMO_LEAD);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  const botCheck = useBotCheck();
  // The callback form follows the demo form's rules exactly (site spec §5).
  const { submit, failed: errors } = useDemoLeadSubmit(values, (lead) => {
    if (status !== 'idle') return;
    // Fire-and-forget, as the spec says: submitting until the first attempt settles, submitted
    // whatever it answered; the outbox delivers it even if the service is down now.
    setStatus('submitting');
    track({ name: 'form_submit', form: 'callback' });
    track({ name: 'lead', source: 'callback' });
    void Promise.resolve(send(lead, 'callback', botCheck.read())).finally(() => setStatus('submitted'));
  });
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status !== 'submitted') return;
    confirmationRef.current?.focus({ preventScroll: true });
    confirmationRef.current?.scrollIntoView({ block: 'nearest' });
  }, [status]);

  return (
    <Section aria-labelledby={titleId}>
      <Inner>
        {status === 'submitted' ? (
          <Confirmation ref={confirmationRef} role="status" tabIndex={-1}>
            <h2 id={titleId}>{TEXT.submittedTitle}</h2>
            <Lead>{TEXT.submittedText}</Lead>
          </Confirmation>
        ) : (
          <>
            <h2 id={titleId}>{TEXT.title}</h2>
            <Lead>{TEXT.lead}</Lead>
            <Form noValidate aria-label={TEXT.formLabel} onSubmit={submit}>
              <DemoLeadFields labels={TEXT} values={values} errors={errors} onChange={(change) => setValues((current) => ({ ...current, ...change }))} />
              {botCheck.trap}
              <FormNote>{currentConsent('callback').text}</FormNote>
              <Button type="submit" size="lg" fullWidth disabled={status === 'submitting'}>
                {status === 'submitting' ? TEXT.submitting : TEXT.submit}
              </Button>
            </Form>
          </>
        )}
      </Inner>
    </Section>
  );
}
