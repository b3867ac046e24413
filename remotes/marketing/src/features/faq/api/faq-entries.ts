import { FAQ_SEARCH_ENTRIES } from '@vaani/stores/faq-search';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The FAQ page's questions and our answers, those of its structured data first. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  ...FAQ_SEARCH_ENTRIES,
  {
    id: 'languages',
    question: 'Which languages can the agent speak?',
    answer:
      'English, Hindi and Hinglish out of the box, plus Marathi, Tamil, Telugu, Kannada, Malayalam, Bengali and Gujarati. The agent can switch language mid-call when the buyer does, which is common on calls from property portals.',
  },
  {
    id: 'lead-sources',
    question: 'Which lead sources can Vaani AI call back?',
    answer:
      'Any source that can send a webhook or an email: 99acres, MagicBricks, Housing.com, NoBroker, Facebook and Google lead forms, your website forms and missed calls on your IVR number. New leads are called within a minute, at any hour.',
  },
  {
    id: 'crm',
    question: 'Does it work with our CRM?',
    answer:
      'Yes. Vaani AI writes the call summary, transcript, lead score and next step to Salesforce, LeadSquared, Sell.Do, Zoho CRM or HubSpot, and can call any other CRM through its API or a Google Sheet. Your team never types call notes again.',
  },
  {
    id: 'site-visits',
    question: 'Can the agent book site visits?',
    answer:
      'Yes. It offers the slots your sales managers have free, books the visit into their calendar, and sends the buyer a WhatsApp and SMS confirmation with the location pin. A reminder call the day before cuts no-shows.',
  },
  {
    id: 'project-knowledge',
    question: 'How does the agent learn about our projects?',
    answer:
      'You share your brochures, price sheets, floor plans, RERA details and payment plans. We turn them into the agent’s knowledge base, and it answers questions about configurations, carpet areas, amenities and possession dates from them. When a question goes beyond what it knows, it says so and passes the lead to your team.',
  },
  {
    id: 'handover',
    question: 'What happens when a buyer wants to speak to a person?',
    answer:
      'The agent transfers the call to the sales manager on duty, or books a callback at the buyer’s preferred time if nobody is free. The manager gets the conversation so far, so the buyer never has to repeat themselves.',
  },
  {
    id: 'compliance',
    question: 'Is it compliant with Indian calling and data rules?',
    answer:
      'Calls follow TRAI’s telemarketing rules: we check the DND registry, call only within permitted hours and only leads who enquired with you. Personal data is processed in line with the Digital Personal Data Protection Act, 2023, and stored on servers in India.',
  },
  {
    id: 'go-live',
    question: 'How long does it take to go live?',
    answer:
      'Most teams are live in five to seven working days: two days to build the knowledge base and call script with you, two to connect your lead sources and CRM, and a few days of test calls with your team before the agent speaks to buyers.',
  },
  {
    id: 'pricing',
    question: 'How is Vaani AI priced?',
    answer:
      'Plans are priced by the minutes of conversation each month, with the CRM integration, WhatsApp and SMS follow-ups included. See the pricing page for the plans, or book a demo for a quote for larger volumes.',
  },
];
