export interface Resource {
  id: string;
  kind: 'Guide' | 'Checklist' | 'Template';
  title: string;
  summary: string;
  steps: readonly string[];
}

/** Practical material for teams putting a voice agent on their leads. */
export const RESOURCES: readonly Resource[] = [
  {
    id: 'speed-to-lead-checklist',
    kind: 'Checklist',
    title: 'Speed-to-lead checklist',
    summary: 'Ten minutes with this list shows where your enquiries wait today.',
    steps: [
      'List every lead source: each portal, your website forms, Meta and Google lead forms, missed calls and walk-ins.',
      'For a week, note the time from enquiry to first call for each source, weekends included.',
      'Count the leads that were never called, and the ones called only after a day.',
      'Check which languages your buyers asked for and whether the caller spoke them.',
      'Decide the target: every new lead called within five minutes, every day of the week.',
    ],
  },
  {
    id: 'qualification-script',
    kind: 'Template',
    title: 'Qualification call script for residential projects',
    summary: 'The questions our agents ask on a first call, in the order buyers find natural.',
    steps: [
      'Confirm the project and configuration the buyer enquired about.',
      'Ask whether the home is for living in or for investment.',
      'Ask the budget range and whether a home loan is needed.',
      'Ask the preferred locality and the possession timeline that works.',
      'Offer a site visit slot, or a video walkthrough for buyers who live far away.',
    ],
  },
  {
    id: 'crm-integration-guide',
    kind: 'Guide',
    title: 'Connecting your CRM and lead sources',
    summary: 'What we need from your team to go live, and who usually provides it.',
    steps: [
      'Portal lead emails or webhooks: forwarded by your marketing team to your Vaani AI inbox.',
      'CRM access: an API user in Salesforce, LeadSquared, Sell.Do, Zoho or HubSpot, or a shared Google Sheet.',
      'Sales calendars: the managers who take site visits and their working hours.',
      'Project information: brochures, price sheets, floor plans, RERA numbers and payment plans.',
      'A test list of team members’ phone numbers for the trial calls before launch.',
    ],
  },
  {
    id: 'dpdp-guide',
    kind: 'Guide',
    title: 'Calling leads under TRAI rules and the DPDP Act',
    summary: 'The rules our agents follow on every call, and what to check on your side.',
    steps: [
      'Call only people who enquired with you, and keep the record of their enquiry.',
      'Respect the permitted calling hours and the DND registry for promotional calls.',
      'Say who is calling and why at the start of the call.',
      'Honour every request to stop calling, and to delete personal data.',
      'Keep call recordings and transcripts only as long as your sales process needs them.',
    ],
  },
];
