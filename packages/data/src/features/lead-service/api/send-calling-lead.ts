import { logLeadResponse, type CallingForm, type PersonLead } from './post-lead.ts';
import { sendThroughOutbox, type OutboxSending } from './lead-outbox.ts';

/**
 * Demo dialog and callback form: failures are only logged (the outbox keeps trying). Never
 * rejects; resolves once the first attempt settles, as the callback form shows "submitting".
 */
export function sendCallingLead(lead: PersonLead, form: CallingForm, sending: Omit<OutboxSending, 'form'> = {}): Promise<void> {
  return sendThroughOutbox({ sheet_name: 'calling_leads', data: lead }, { ...sending, form })
    .then((response) => logLeadResponse('calling_leads', response))
    .catch((error: unknown) => console.warn('[lead-service] calling_leads not sent', error));
}
