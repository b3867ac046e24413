// Every route's head texts, by route id: written into served pages, and loaded by the browser only
// for a client-side navigation (use-head-tags.ts).
import { SITE_PAGE_HEADS } from '@vaani/stores/site-name';
import { faqJsonLd, homeJsonLd } from './json-ld.ts';
import type { RouteId } from './route-table.ts';

export interface RouteHead {
  title: string;
  description: string;
  keywords: readonly string[];
  jsonLd?: readonly object[];
}

export const ROUTE_HEADS: Readonly<Record<RouteId, RouteHead>> = {
  home: {
    title: 'Vaani AI | AI Voice Sales Agents for Real Estate',
    description:
      'Vaani AI voice agents call, qualify and follow up with every lead 24/7 in human-like conversations, update your CRM and book site visits for Indian real-estate teams.',
    keywords: ['AI voice agent', 'AI sales agent', 'real estate lead qualification', 'voice AI India', 'CRM integration'],
    jsonLd: homeJsonLd,
  },
  'real-estate': {
    title: 'AI Voice Agents for Real Estate | Vaani AI',
    description:
      'Answer every property enquiry in seconds, qualify buyers and tenants, schedule site visits and follow up after the sale with Vaani AI voice agents built for real estate.',
    keywords: ['real estate AI', 'property enquiry calls', 'site visit booking', 'real estate CRM', 'lead follow-up'],
  },
  solutions: {
    title: 'Solutions | Vaani AI',
    description:
      'How Vaani AI voice agents fit your sales process: inbound enquiries, outbound lead qualification, appointment booking and post-sale support across voice, WhatsApp, SMS and email.',
    keywords: ['AI voice solutions', 'sales automation', 'omnichannel sales', 'lead qualification'],
  },
  faq: {
    title: 'Frequently Asked Questions | Vaani AI',
    description:
      'Answers about Vaani AI: what the AI voice sales agent does, how its voice technology works, languages, CRM integration and how to start a free trial.',
    keywords: ['Vaani AI FAQ', 'AI voice agent questions', 'free trial', 'voice technology'],
    jsonLd: faqJsonLd,
  },
  'case-studies': {
    title: 'Case Studies | Vaani AI',
    description:
      'How real-estate developers and brokers use Vaani AI voice agents to respond faster, qualify more leads and book more site visits.',
    keywords: ['Vaani AI case studies', 'real estate success stories', 'AI sales results'],
  },
  'case-study': {
    title: 'Case Study | Vaani AI',
    description: 'A Vaani AI customer story: the challenge, the voice-agent solution and the measured results.',
    keywords: ['Vaani AI case study', 'AI voice agent results', 'real estate sales'],
  },
  'case-study-preview': {
    title: 'Case Study Preview | Vaani AI',
    description: 'A case study as visitors will see it, for editors and admins.',
    keywords: [],
  },
  pricing: {
    title: 'Pricing | Vaani AI',
    description:
      'Vaani AI pricing: start with a free trial, then pick the plan that matches your call volume. No setup fee for standard integrations.',
    keywords: ['Vaani AI pricing', 'AI voice agent cost', 'free trial'],
  },
  contact: {
    ...SITE_PAGE_HEADS.contact,
    keywords: ['contact Vaani AI', 'book a demo', 'AI voice agent sales'],
  },
  'privacy-policy': {
    ...SITE_PAGE_HEADS['privacy-policy'],
    keywords: ['Vaani AI privacy policy', 'data protection'],
  },
  'terms-of-service': {
    ...SITE_PAGE_HEADS['terms-of-service'],
    keywords: ['Vaani AI terms of service', 'terms and conditions'],
  },
  blog: {
    title: 'Blog | Vaani AI',
    description: 'Ideas and playbooks on AI voice agents, lead response and sales automation for real-estate teams.',
    keywords: ['Vaani AI blog', 'AI sales insights', 'real estate marketing'],
  },
  'about-us': {
    title: 'About Us | Vaani AI',
    description: 'Vaani AI builds human-like AI voice sales agents so that no business in India misses a lead again.',
    keywords: ['about Vaani AI', 'AI voice company India'],
  },
  resources: {
    title: 'Resource Center | Vaani AI',
    description: 'Guides, demo videos and checklists for running AI voice sales agents in your business.',
    keywords: ['Vaani AI resources', 'AI voice agent guides', 'demo videos'],
  },
  auth: {
    title: 'Sign In | Vaani AI',
    description: 'Sign in to the Vaani AI admin panel.',
    keywords: [],
  },
  admin: {
    title: 'Admin | Vaani AI',
    description: 'Manage Vaani AI site content.',
    keywords: [],
  },
};

/** Title and description of the not-found page, which has no route of its own. */
export const NOT_FOUND_HEAD = {
  title: 'Page Not Found | Vaani AI',
  description: 'The page you are looking for does not exist. Visit the Vaani AI home page instead.',
} as const;
