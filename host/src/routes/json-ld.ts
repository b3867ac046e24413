// Structured data for search engines, kept apart from the route table because it is long.
import { FAQ_SEARCH_ENTRIES } from '@vaani/stores/faq-search';

const ORGANIZATION = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Vaani AI',
  description: 'AI voice sales agents for businesses, with a real-estate solution built for India.',
  areaServed: 'IN',
};

const SOFTWARE_APPLICATION = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: 'Vaani AI Voice Sales Agent',
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web',
  description:
    'A human-like AI voice agent that answers and calls leads 24/7, qualifies them, updates your CRM and follows up over voice, WhatsApp, SMS and email.',
  offers: {
    '@type': 'Offer',
    name: 'Free trial',
    price: 0,
    priceCurrency: 'INR',
    description: 'Free trial of the Vaani AI voice sales agent.',
  },
  featureList: [
    '24/7 Availability',
    'Human-like Conversations',
    'Instant Lead Qualification',
    'CRM Integration',
    'Omnichannel follow-up: voice calls, WhatsApp, SMS and email',
    'Multilingual conversations',
  ],
};

export const homeJsonLd: readonly object[] = [ORGANIZATION, SOFTWARE_APPLICATION];

export const faqJsonLd: readonly object[] = [
  {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_SEARCH_ENTRIES.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  },
];
