export interface PricingPlan {
  id: 'starter' | 'growth' | 'enterprise';
  name: string;
  price: string;
  period?: string;
  audience: string;
  features: readonly string[];
  cta: string;
  /** Which dialog the plan's button opens. */
  opens: 'demo-call' | 'book-demo';
  badge?: string;
}

/** Our plans; prices in rupees, before GST. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: '₹24,999',
    period: '/ month',
    audience: 'For brokers and single-project developers handling up to 1,000 enquiries a month.',
    features: [
      '1,500 minutes of conversation a month',
      'One AI voice agent, in English and Hindi',
      'Call-back on new portal and website leads within a minute',
      'WhatsApp and SMS follow-ups',
      'Call summaries by email or Google Sheets',
    ],
    cta: 'Try the agent now',
    opens: 'demo-call',
  },
  {
    id: 'growth',
    name: 'Growth',
    price: '₹59,999',
    period: '/ month',
    audience: 'For developers running several projects and a pre-sales team.',
    features: [
      '4,000 minutes of conversation a month',
      'Agents for up to five projects, in ten Indian languages',
      'Site visits booked into your sales calendars',
      'CRM sync with Salesforce, LeadSquared, Sell.Do, Zoho or HubSpot',
      'Cold-lead re-engagement campaigns',
      'A dedicated success manager',
    ],
    cta: 'Book a demo',
    opens: 'book-demo',
    badge: 'Most popular',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    audience: 'For large developers and channel partners with high call volumes or NRI desks.',
    features: [
      'Volume pricing from 10,000 minutes a month',
      'Custom voices and call scripts per project',
      'Call transfer to your sales teams and IVR integration',
      'Data stored in India, single sign-on and audit logs',
      'Uptime commitment and priority support',
    ],
    cta: 'Talk to sales',
    opens: 'book-demo',
  },
];

export const PRICING_NOTES: readonly { title: string; text: string }[] = [
  {
    title: 'Free trial',
    text: 'Every plan starts with a 14-day free trial of 100 minutes on your own leads. We set up the agent with your project details before the trial begins.',
  },
  {
    title: 'Extra minutes',
    text: 'Minutes beyond your plan are billed at ₹14 per minute on Starter and ₹12 per minute on Growth. Unused minutes do not roll over.',
  },
  {
    title: 'No setup fee',
    text: 'Connecting your property portals, website forms and a standard CRM is included. Custom integrations are quoted separately.',
  },
  {
    title: 'Cancel any time',
    text: 'Plans are billed monthly in advance. You can change or cancel your plan before the next billing date.',
  },
];
