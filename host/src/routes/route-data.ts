// What a public route's page shows, read on the server before rendering: its status (301, 404),
// its head, and the rows its page then finds in its cache. The loaders are the pages' own (in
// @vaani/data); a route without one is always found, with the route table's head.
import { caseStudyHead, caseStudyRouteKey, getShownSitePage, loadCaseStudyRoute, sitePageHead, sitePageKey } from '@vaani/data/route-data';
import { caseStudyPath } from '@vaani/router/public-paths';
import type { SITE_PAGE_HEADS } from '@vaani/stores/site-name';
import type { PageHead } from '../features/head/head-tags.ts';
import { findRoute, routeParams } from './find-route.ts';
import type { RouteDefinition, RouteId } from './route-table.ts';

export interface RouteData {
  status: 200 | 301 | 404;
  /** Where a 301 leads. */
  location?: string;
  head?: PageHead;
  /** Query results (key, data) the page reads instead of asking the database. */
  queries: (readonly [readonly unknown[], unknown])[];
}

type Loader = (params: Record<string, string | undefined>, signal: AbortSignal) => Promise<RouteData>;

/** A page whose editor may set its head keeps its standard one when its row cannot be read. */
const sitePage =
  (slug: keyof typeof SITE_PAGE_HEADS): Loader =>
  async () => {
    const page = await getShownSitePage(slug).catch(() => undefined);
    if (page === undefined) return { status: 200, queries: [] };
    return { status: 200, head: page ? sitePageHead(page) : undefined, queries: [[sitePageKey(slug), page]] };
  };

const LOADERS: Partial<Record<RouteId, Loader>> = {
  'case-study': async ({ slug = '' }, signal) => {
    const data = await loadCaseStudyRoute(slug, signal);
    const queries = [[caseStudyRouteKey(slug), data] as const];
    if (data.status === 301) return { status: 301, location: caseStudyPath(data.slug), queries };
    return { status: data.status, head: data.status === 200 ? caseStudyHead(data.study) : undefined, queries };
  },
  contact: sitePage('contact'),
  'privacy-policy': sitePage('privacy-policy'),
  'terms-of-service': sitePage('terms-of-service'),
};

/** The route's data at `pathname`. Rejects when the database cannot answer. */
export function loadRouteData(route: RouteDefinition, pathname: string, signal: AbortSignal): Promise<RouteData> {
  const load = LOADERS[route.id];
  if (!load) return Promise.resolve({ status: 200, queries: [] });
  return load(routeParams(route, pathname) ?? {}, signal);
}

/** The status of the page at `pathname` (for a page the server does not render): 404 for no route. */
export async function resolveRoute(pathname: string, signal: AbortSignal): Promise<{ status: 200 | 301 | 404; location?: string }> {
  const route = findRoute(pathname);
  if (!route) return { status: 404 };
  const { status, location } = await loadRouteData(route, pathname, signal);
  return { status, location };
}
