import type { LeadChecks } from '@vaani/validation';
import { LEAD_MESSAGES, logLeadResponse } from './post-lead.ts';
import { sendThroughOutbox } from './lead-outbox.ts';

/**
 * Newsletter sign-up. Awaited, so the button can show progress, but a reply the service cannot
 * read is only logged; the returned promise rejects when the address was not stored, which is
 * when the visitor should be told to try again.
 */
export async function subscribeEmail(email: string, checks?: LeadChecks): Promise<void> {
  const response = await sendThroughOutbox({ sheet_name: 'email_subscription', data: { email } }, { ...checks });
  await logLeadResponse('email_subscription', response);
  if (!response.ok) throw new Error(LEAD_MESSAGES.server(response.status));
}
