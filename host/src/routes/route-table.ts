// Every route of the site, declared once, for the router, the head tags and the page server (pure
// data: the build runs it in Node). Head texts are in route-heads.ts, kept out of the first load;
// what a page reads, and the status and head that follow, in route-data.ts (the server's only).
import { CASE_STUDIES_PATH, CASE_STUDY_PATTERN, CASE_STUDY_PREVIEW_PATTERN } from '@vaani/router/public-paths';

export type RemoteName = 'marketing' | 'forms' | 'admin';

/** A module exposed by a federated remote, e.g. `{ remote: 'marketing', module: './faq' }`. */
export interface RemoteModule {
  remote: RemoteName;
  module: string;
}

export interface RouteDefinition<Id extends string = RouteId> {
  id: Id;
  path: string;
  /** Other paths that show the same page; the canonical link still names `path`. */
  aliases?: readonly string[];
  page: RemoteModule;
  robots: 'index, follow' | 'noindex, nofollow';
  ogType: 'website' | 'article';
  /** The admin's routes sit in the admin's own shell, without the public header, footer and widget. */
  frame?: 'admin';
  /** Shows what depends on who is signed in (a staff preview): rendered by the browser only. */
  signedIn?: true;
  /** The rows a pattern route shows one page per, listed in the sitemap: `param` takes `column`'s values. */
  listed?: { table: string; column: string; param: string };
}

export { SITE_NAME } from '@vaani/stores/site-name';

const PUBLIC = { robots: 'index, follow', ogType: 'website' } as const;
const NOT_INDEXED = { robots: 'noindex, nofollow' } as const;
/** A page of the marketing remote: the module it exposes is named after the route. */
const marketing = <Id extends string>(id: Id, path: string): RouteDefinition<Id> => ({ id, path, page: { remote: 'marketing', module: `./${id}` }, ...PUBLIC });
const admin = <Id extends string>(id: Id, path: string, module: string): RouteDefinition<Id> => ({ id, path, page: { remote: 'admin', module }, ...PUBLIC, ...NOT_INDEXED, frame: 'admin' });

export const ROUTES = [
  marketing('home', '/'),
  marketing('real-estate', '/solutions/real-estate'),
  marketing('solutions', '/solutions'),
  marketing('faq', '/faq'),
  marketing('case-studies', CASE_STUDIES_PATH),
  { ...marketing('case-study', CASE_STUDY_PATTERN), ogType: 'article', listed: { table: 'case_studies', column: 'slug', param: 'slug' } },
  // Staff see a case study, drafts included, in the site's own page before visitors do.
  { ...marketing('case-study-preview', CASE_STUDY_PREVIEW_PATTERN), ...NOT_INDEXED, ogType: 'article', signedIn: true },
  marketing('pricing', '/pricing'),
  { ...marketing('contact', '/contact-us'), aliases: ['/contact'] },
  marketing('privacy-policy', '/privacy-policy'),
  marketing('terms-of-service', '/terms-of-service'),
  marketing('blog', '/blog'),
  marketing('about-us', '/about-us'),
  marketing('resources', '/resources'),
  admin('auth', '/auth', './auth'),
  admin('admin', '/admin/*', './admin-routes'),
] as const satisfies readonly RouteDefinition<string>[];

/** Every route's id, from the table itself. */
export type RouteId = (typeof ROUTES)[number]['id'];

/** Always found: RouteId is the table's own ids. */
export function routeById(id: RouteId): RouteDefinition {
  return ROUTES.find((r) => r.id === id)!;
}

/** The path a link to a route uses (routes with parameters take them filled in). */
export function routePath(id: RouteId): string {
  return routeById(id).path;
}
