import { requestDemoCall, sendCallingLead, type DemoCallOutcome, type PersonLead } from '@vaani/data';

export type SubmitDemoCall = (lead: PersonLead) => Promise<DemoCallOutcome>;

/**
 * The dialog's one operation: record the lead (fire-and-forget, it must never block the call)
 * and ask for the call, which answers within 2.5 s or counts as accepted in the background.
 */
export const submitDemoCall: SubmitDemoCall = async (lead) => {
  sendCallingLead(lead);
  const { outcome } = await requestDemoCall({ name: lead.name, phone_number: lead.phone_number });
  return outcome;
};
