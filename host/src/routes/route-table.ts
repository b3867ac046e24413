// Every route of the site, declared once. The router, the client-side head-tag updater and the
// build-time HTML generator all read this table, so a page's path, remote and head tags cannot
// drift apart. Pure data: the build runs it in Node.
import { CASE_STUDY_RENAMES, type RenameTable } from '@vaani/data/public-content';
import { CASE_STUDIES_PATH, CASE_STUDY_PATTERN, CASE_STUDY_PREVIEW_PATTERN } from '@vaani/router/public-paths';
import { SITE_PAGE_HEADS } from '@vaani/stores/site-name';
import { homeJsonLd, faqJsonLd } from './json-ld.ts';

export type RemoteName = 'marketing' | 'forms' | 'admin';

/** A module exposed by a federated remote, e.g. `{ remote: 'marketing', module: './faq' }`. */
export interface RemoteModule {
  remote: RemoteName;
  module: string;
}

export type RouteId =
  | 'home'
  | 'real-estate'
  | 'solutions'
  | 'faq'
  | 'case-studies'
  | 'case-study'
  | 'case-study-preview'
  | 'pricing'
  | 'contact'
  | 'privacy-policy'
  | 'terms-of-service'
  | 'blog'
  | 'about-us'
  | 'resources'
  | 'auth'
  | 'admin';

export interface RouteDefinition {
  id: RouteId;
  /** react-router path pattern. */
  path: string;
  /** Other paths that show the same page; the canonical link still names `path`. */
  aliases?: readonly string[];
  page: RemoteModule;
  title: string;
  description: string;
  keywords: readonly string[];
  robots: 'index, follow' | 'noindex, nofollow';
  ogType: 'website' | 'article';
  /** The admin's routes sit in the admin's own shell, without the public header, footer and widget. */
  frame?: 'admin';
  jsonLd?: readonly object[];
  /**
   * What the page shows depends on who is signed in (a draft staff preview): the page server never
   * renders or caches it, the browser renders it under the person's session.
   */
  signedIn?: true;
  pageRow?: PageRow;
  /**
   * The database row a pattern route shows: the static server asks the REST API as a visitor
   * would and answers 404 when no row has that value (the client then shows the not-found page).
   */
  rowLookup?: RowLookup;
}

export interface RowLookup {
  table: string;
  column: string;
  /** The route parameter holding the value, e.g. 'slug'. */
  param: string;
  /**
   * Columns holding the page's own title and description, for its head tags in the served HTML,
   * and those an editor may fill to say otherwise in search results and link previews.
   */
  head?: { title: string; description: string; searchTitle?: string; searchDescription?: string; image?: string };
  /**
   * Where the values a row no longer has are kept: the page server answers such an old address with
   * a 301 to the row's current one, and the browser follows it too.
   */
  renames?: RenameTable;
}

export { SITE_NAME } from '@vaani/stores/site-name';

/**
 * A row that only changes a page's head: its search title, description and social image, when
 * its editor set them (the page exists whatever the row says, unlike rowLookup).
 */
export interface PageRow {
  table: string;
  column: string;
  value: string;
  head: { searchTitle: string; searchDescription: string; image: string };
}

const sitePageRow = (slug: keyof typeof SITE_PAGE_HEADS): PageRow => ({
  table: 'site_pages',
  column: 'slug',
  value: slug,
  head: { searchTitle: 'seo_title', searchDescription: 'seo_description', image: 'social_image' },
});

const PUBLIC = { robots: 'index, follow', ogType: 'website' } as const;
const marketing = (module: string): RemoteModule => ({ remote: 'marketing', module });

export const ROUTES: readonly RouteDefinition[] = [
  {
    id: 'home',
    path: '/',
    page: marketing('./home'),
    title: 'Vaani AI | AI Voice Sales Agents for Real Estate',
    description:
      'Vaani AI voice agents call, qualify and follow up with every lead 24/7 in human-like conversations, update your CRM and book site visits for Indian real-estate teams.',
    keywords: ['AI voice agent', 'AI sales agent', 'real estate lead qualification', 'voice AI India', 'CRM integration'],
    jsonLd: homeJsonLd,
    ...PUBLIC,
  },
  {
    id: 'real-estate',
    path: '/solutions/real-estate',
    page: marketing('./real-estate'),
    title: 'AI Voice Agents for Real Estate | Vaani AI',
    description:
      'Answer every property enquiry in seconds, qualify buyers and tenants, schedule site visits and follow up after the sale with Vaani AI voice agents built for real estate.',
    keywords: ['real estate AI', 'property enquiry calls', 'site visit booking', 'real estate CRM', 'lead follow-up'],
    ...PUBLIC,
  },
  {
    id: 'solutions',
    path: '/solutions',
    page: marketing('./solutions'),
    title: 'Solutions | Vaani AI',
    description:
      'How Vaani AI voice agents fit your sales process: inbound enquiries, outbound lead qualification, appointment booking and post-sale support across voice, WhatsApp, SMS and email.',
    keywords: ['AI voice solutions', 'sales automation', 'omnichannel sales', 'lead qualification'],
    ...PUBLIC,
  },
  {
    id: 'faq',
    path: '/faq',
    page: marketing('./faq'),
    title: 'Frequently Asked Questions | Vaani AI',
    description:
      'Answers about Vaani AI: what the AI voice sales agent does, how its voice technology works, languages, CRM integration and how to start a free trial.',
    keywords: ['Vaani AI FAQ', 'AI voice agent questions', 'free trial', 'voice technology'],
    jsonLd: faqJsonLd,
    ...PUBLIC,
  },
  {
    id: 'case-studies',
    path: CASE_STUDIES_PATH,
    page: marketing('./case-studies'),
    title: 'Case Studies | Vaani AI',
    description:
      'How real-estate developers and brokers use Vaani AI voice agents to respond faster, qualify more leads and book more site visits.',
    keywords: ['Vaani AI case studies', 'real estate success stories', 'AI sales results'],
    ...PUBLIC,
  },
  {
    id: 'case-study',
    path: CASE_STUDY_PATTERN,
    page: marketing('./case-study'),
    title: 'Case Study | Vaani AI',
    description: 'A Vaani AI customer story: the challenge, the voice-agent solution and the measured results.',
    keywords: ['Vaani AI case study', 'AI voice agent results', 'real estate sales'],
    robots: 'index, follow',
    ogType: 'article',
    rowLookup: {
      table: 'case_studies',
      column: 'slug',
      param: 'slug',
      head: { title: 'title', description: 'summary', searchTitle: 'seo_title', searchDescription: 'seo_description', image: 'social_image' },
      renames: CASE_STUDY_RENAMES,
    },
  },
  {
    // Staff see a case study, drafts included, in the site's own page before visitors do.
    id: 'case-study-preview',
    path: CASE_STUDY_PREVIEW_PATTERN,
    page: marketing('./case-study-preview'),
    title: 'Case Study Preview | Vaani AI',
    description: 'A case study as visitors will see it, for editors and admins.',
    keywords: [],
    robots: 'noindex, nofollow',
    ogType: 'article',
    signedIn: true,
  },
  {
    id: 'pricing',
    path: '/pricing',
    page: marketing('./pricing'),
    title: 'Pricing | Vaani AI',
    description:
      'Vaani AI pricing: start with a free trial, then pick the plan that matches your call volume. No setup fee for standard integrations.',
    keywords: ['Vaani AI pricing', 'AI voice agent cost', 'free trial'],
    ...PUBLIC,
  },
  {
    id: 'contact',
    path: '/contact-us',
    aliases: ['/contact'],
    page: marketing('./contact'),
    ...SITE_PAGE_HEADS.contact,
    pageRow: sitePageRow('contact'),
    keywords: ['contact Vaani AI', 'book a demo', 'AI voice agent sales'],
    ...PUBLIC,
  },
  {
    id: 'privacy-policy',
    path: '/privacy-policy',
    page: marketing('./privacy-policy'),
    ...SITE_PAGE_HEADS['privacy-policy'],
    pageRow: sitePageRow('privacy-policy'),
    keywords: ['Vaani AI privacy policy', 'data protection'],
    ...PUBLIC,
  },
  {
    id: 'terms-of-service',
    path: '/terms-of-service',
    page: marketing('./terms-of-service'),
    ...SITE_PAGE_HEADS['terms-of-service'],
    pageRow: sitePageRow('terms-of-service'),
    keywords: ['Vaani AI terms of service', 'terms and conditions'],
    ...PUBLIC,
  },
  {
    id: 'blog',
    path: '/blog',
    page: marketing('./blog'),
    title: 'Blog | Vaani AI',
    description: 'Ideas and playbooks on AI voice agents, lead response and sales automation for real-estate teams.',
    keywords: ['Vaani AI blog', 'AI sales insights', 'real estate marketing'],
    ...PUBLIC,
  },
  {
    id: 'about-us',
    path: '/about-us',
    page: marketing('./about-us'),
    title: 'About Us | Vaani AI',
    description: 'Vaani AI builds human-like AI voice sales agents so that no business in India misses a lead again.',
    keywords: ['about Vaani AI', 'AI voice company India'],
    ...PUBLIC,
  },
  {
    id: 'resources',
    path: '/resources',
    page: marketing('./resources'),
    title: 'Resource Center | Vaani AI',
    description: 'Guides, demo videos and checklists for running AI voice sales agents in your business.',
    keywords: ['Vaani AI resources', 'AI voice agent guides', 'demo videos'],
    ...PUBLIC,
  },
  {
    id: 'auth',
    path: '/auth',
    page: { remote: 'admin', module: './auth' },
    title: 'Sign In | Vaani AI',
    description: 'Sign in to the Vaani AI admin panel.',
    keywords: [],
    robots: 'noindex, nofollow',
    ogType: 'website',
    frame: 'admin',
  },
  {
    id: 'admin',
    path: '/admin/*',
    page: { remote: 'admin', module: './admin-routes' },
    title: 'Admin | Vaani AI',
    description: 'Manage Vaani AI site content.',
    keywords: [],
    robots: 'noindex, nofollow',
    ogType: 'website',
    frame: 'admin',
  },
];

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** The path a link to a route uses (routes with parameters take them filled in). */
export function routePath(id: RouteId): string {
  return routeById(id).path;
}

/** Title and description of the not-found page, which has no route of its own. */
export const NOT_FOUND_HEAD = {
  title: 'Page Not Found | Vaani AI',
  description: 'The page you are looking for does not exist. Visit the Vaani AI home page instead.',
} as const;
