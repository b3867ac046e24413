import { invokeFunction, type FunctionsBackend } from '@vaani/data/functions';
import { sendCallingLead, type PersonLead } from '@vaani/data/leads';
import { DEMO_CALL_CLIENT_ID, type ConsentText, type LeadChecks } from '@vaani/validation';

/** The site spec's race: a demo-call answer slower than this counts as accepted in the background. */
const DEMO_CALL_TIMEOUT_MS = 2500;

type DemoCallOutcome = 'success' | 'timeout' | 'error';

/** What the dialog sends with a lead: its invisible checks and the consent line it showed. */
type DemoCallSending = LeadChecks & { consent: ConsentText };

export type SubmitDemoCall = (lead: PersonLead, sending?: DemoCallSending) => Promise<DemoCallOutcome>;

/**
 * The dialog's one operation against the element's own backend: record the lead
 * (fire-and-forget, it must never block the call) and ask for the call, which answers within
 * 2.5 s or counts as accepted in the background. Each request takes its own Turnstile token (one
 * token, one check): the call first, as the person is waiting for it.
 */
export async function submitDemoCall(backend: FunctionsBackend, lead: PersonLead, sending?: DemoCallSending): Promise<DemoCallOutcome> {
  const callToken = sending?.turnstileToken();
  void sendCallingLead(lead, 'demo-call', { backend, ...sending });
  const turnstileToken = await callToken;
  const timeout = new Promise<DemoCallOutcome>((resolve) => setTimeout(resolve, DEMO_CALL_TIMEOUT_MS, 'timeout'));
  const call = invokeFunction(backend, 'demo-call', {
    name: lead.name,
    phone_number: lead.phone_number,
    client: DEMO_CALL_CLIENT_ID,
    // The same checks save_lead judges the lead by: a caught sender is answered but never rung.
    bot_check: sending?.check,
    turnstile_token: turnstileToken,
  }).then(({ error }): DemoCallOutcome => {
    if (error) console.warn('[demo-call] failed', error.message);
    return error ? 'error' : 'success';
  });
  return Promise.race([call, timeout]);
}
