import type { LeadChecks } from '@vaani/validation';
import { LEAD_MESSAGES, logLeadResponse, type PersonLead } from './post-lead.ts';
import { sendThroughOutbox } from './lead-outbox.ts';

/**
 * Get Started: the visitor waits for this one, so every failure is an Error whose message can be
 * shown as is: the network message, 'Server error: {status}', or the unexpected-error message.
 */
export async function submitConfirmedLead(lead: PersonLead, checks?: LeadChecks): Promise<void> {
  let response: Response;
  try {
    response = await sendThroughOutbox({ sheet_name: 'confirmed_lead', data: lead }, { ...checks });
    await logLeadResponse('confirmed_lead', response);
  } catch (error) {
    if (error instanceof Error && error.message === LEAD_MESSAGES.network) throw error;
    throw new Error(LEAD_MESSAGES.unexpected, { cause: error });
  }
  if (!response.ok) throw new Error(LEAD_MESSAGES.server(response.status));
}
