import { subscribeEmail } from '@vaani/data/leads';
import { toast, track } from '@vaani/stores';
import type { LeadChecks } from '@vaani/validation';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Site-spec §9: how long 'Successfully subscribed!' stays before the box returns to idle. */
const NEWSLETTER_SUCCESS_MS = 5000;

const NEWSLETTER_TEXT = {
  successTitle: 'Success!',
  successDescription:
    "You'll now receive the latest news and insights on AI voice agents. By subscribing you allow Vaani AI to send you emails.",
  failure: 'Failed to subscribe. Please try again.',
} as const;

export type NewsletterStatus = 'idle' | 'submitting' | 'subscribed';

/** Newsletter sign-up state: idle → submitting → subscribed (5 s) → idle; failures return to idle. */
export function useNewsletterSubscription(subscribe: (email: string, checks?: LeadChecks) => Promise<void> = subscribeEmail) {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (email: string, checks?: LeadChecks): Promise<boolean> => {
      setStatus('submitting');
      try {
        await subscribe(email.trim(), checks);
      } catch (error) {
        console.error('Newsletter subscription failed:', error);
        setStatus('idle');
        toast({ title: NEWSLETTER_TEXT.failure, variant: 'destructive' });
        return false;
      }
      setStatus('subscribed');
      track({ name: 'form_submit', form: 'newsletter' });
      track({ name: 'lead', source: 'newsletter' });
      toast({ title: NEWSLETTER_TEXT.successTitle, description: NEWSLETTER_TEXT.successDescription });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
      return true;
    },
    [subscribe],
  );

  return { status, submit };
}
