// Structured data for search engines, kept apart from the route table because it is long.
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

const FAQ = [
  {
    question: 'What is Vaani AI?',
    answer:
      'Vaani AI is an AI voice sales agent. It answers and calls your leads around the clock in natural, human-like conversations, qualifies them, books meetings and site visits, and records everything in your CRM.',
  },
  {
    question: 'How does the Vaani AI voice technology work?',
    answer:
      'The agent combines speech recognition, a large language model trained on your business information and natural text-to-speech. It listens, understands intent, answers questions and takes the next sales step in real time over a phone or web call.',
  },
  {
    question: 'Is there a free trial?',
    answer: 'Yes. You can start with a free trial: request a demo call or book a live demo and our team sets up your agent.',
  },
];

export const faqJsonLd: readonly object[] = [
  {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  },
];
