import { subscribeEmail } from '@vaani/data/leads';
import { toast, track } from '@vaani/stores';
import { Button, Field, Input, useBotCheck, FormNote } from '@vaani/ui';
import type { LeadChecks } from '@vaani/validation';
import { currentConsent, validateNewsletterEmail } from '@vaani/validation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

/** Site-spec §9: how long 'Successfully subscribed!' stays before the box returns to idle. */
const NEWSLETTER_SUCCESS_MS = 5000;

const NEWSLETTER_TEXT = {
  successTitle: 'Success!',
  successDescription:
    "You'll now receive the latest news and insights on AI voice agents. By subscribing you allow Vaani AI to send you emails.",
  failure: 'Failed to subscribe. Please try again.',
} as const;

const Box = styled.section`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    margin: 0 0 6px;
    font-size: 20px;
  }
`;

const Lead = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Success = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

interface Props {
  /** The call that stores the address; the lead service unless a story or test supplies another. */
  subscribe?: (email: string, checks?: LeadChecks) => Promise<void>;
}

/** The footer's 'Stay Updated' box: idle → submitting → subscribed (5 s) → idle; failures return to idle. */
export default function NewsletterBox({ subscribe = subscribeEmail }: Props) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'subscribed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const titleId = useId();
  const botCheck = useBotCheck();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = validateNewsletterEmail(email);
    setError(message);
    if (message) return;
    setStatus('submitting');
    try {
      await subscribe(email.trim(), botCheck.read());
    } catch (failure) {
      console.error('Newsletter subscription failed:', failure);
      setStatus('idle');
      toast({ title: NEWSLETTER_TEXT.failure, variant: 'destructive' });
      return;
    }
    setStatus('subscribed');
    setEmail('');
    track({ name: 'form_submit', form: 'newsletter' });
    track({ name: 'lead', source: 'newsletter' });
    toast({ title: NEWSLETTER_TEXT.successTitle, description: NEWSLETTER_TEXT.successDescription });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
  };

  const submitting = status === 'submitting';
  return (
    <Box aria-labelledby={titleId}>
      <h2 id={titleId}>Stay Updated</h2>
      <Lead>News and insights on AI voice agents for sales, once a month.</Lead>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field label="Email address" error={error ?? undefined}>
          {/* Text, not type=email: browsers trim an email input's value, so a whitespace-only entry
              would vanish instead of getting the spec's 'Email is required'. */}
          <Input
            type="text"
            inputMode="email"
            name="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
        </Field>
        {botCheck.trap}
        <Button type="submit" disabled={email === '' || submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
        <div role="status">{status === 'subscribed' ? <Success>Successfully subscribed!</Success> : null}</div>
        <FormNote>{currentConsent('newsletter').text}</FormNote>
      </Form>
    </Box>
  );
}
