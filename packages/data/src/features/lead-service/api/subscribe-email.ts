import type { LeadChecks } from '@vaani/validation';
import { LEAD_MESSAGES, logLeadResponse } from './post-lead.ts';
import { sendThroughOutbox } from './lead-outbox.ts';

/**
 * Newsletter sign-up, awaited so the button shows progress; rejects only when the address was not
 * stored (the visitor is then told to try again).
 */
export async function subscribeEmail(email: string, checks?: LeadChecks): Promise<void> {
  const response = await sendThroughOutbox({ sheet_name: 'email_subscription', data: { email } }, { ...checks });
  await logLeadResponse('email_subscription', response);
  if (!response.ok) throw new Error(LEAD_MESSAGES.server(response.status));
}
