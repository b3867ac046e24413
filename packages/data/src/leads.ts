// The lead-service client on its own (a plain fetch), so a form on every page (the footer's
// newsletter box) does not pull supabase-js into the first load.
export { LEAD_MESSAGES, type PersonLead, type LeadPayload } from './features/lead-service/api/post-lead.ts';
export { sendCallingLead, subscribeEmail, submitConfirmedLead, watchLeadOutbox } from './features/lead-service/api/lead-outbox.ts';
