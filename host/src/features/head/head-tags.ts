// One description of a page's head tags, rendered to HTML at build time and applied to the live
// document on navigation, so crawlers and browsers see the same tags.
import { searchTitleOf, SITE_NAME } from '@vaani/stores/site-name';
import { NOT_FOUND_HEAD, ROUTE_HEADS } from '../../routes/route-heads.ts';
import type { RouteDefinition } from '../../routes/route-table.ts';

interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export type PageHead = { title: string; description: string; searchTitle?: string; image?: string };

export interface HeadTags {
  title: string;
  /** Absent on the not-found page, which must not claim a canonical address. */
  canonical?: string;
  meta: MetaTag[];
  jsonLd: readonly object[];
}

const OG_IMAGE_PATH = '/og-image.png';

/** Whether a route path matches more than one address (`:param` segments or a `*` tail). */
export function isPatternPath(path: string): boolean {
  return path.includes(':') || path.includes('*');
}

function socialMeta(title: string, description: string, url: string | undefined, type: string, image: string): MetaTag[] {
  return [
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: description },
    ...(url ? [{ attribute: 'property', key: 'og:url', content: url } as const] : []),
    { attribute: 'property', key: 'og:type', content: type },
    { attribute: 'property', key: 'og:image', content: image },
    { attribute: 'property', key: 'og:site_name', content: SITE_NAME },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: description },
    { attribute: 'name', key: 'twitter:image', content: image },
  ];
}

/** `page`: what the page's own content says (a case study's row, a site page's search fields), over the route's defaults. */
export function headTagsForRoute(
  route: RouteDefinition,
  pathname: string,
  origin: string,
  page?: PageHead,
): HeadTags {
  // Routes with parameters are canonical at their own address; aliases point at the main path.
  const canonical = origin + (isPatternPath(route.path) ? pathname : route.path);
  const head = ROUTE_HEADS[route.id];
  // A page that reports no title of its own (an edited site page) keeps the route's.
  const title = page?.searchTitle || (page?.title ? searchTitleOf(page.title) : head.title);
  const description = page?.description || head.description;
  const image = page?.image ? new URL(page.image, origin).href : origin + OG_IMAGE_PATH;
  return {
    title,
    canonical,
    meta: [
      { attribute: 'name', key: 'description', content: description },
      { attribute: 'name', key: 'keywords', content: head.keywords.join(', ') },
      { attribute: 'name', key: 'robots', content: route.robots },
      ...socialMeta(title, description, canonical, route.ogType, image),
    ],
    jsonLd: head.jsonLd ?? [],
  };
}

export function notFoundHeadTags(origin: string): HeadTags {
  return {
    title: NOT_FOUND_HEAD.title,
    meta: [
      { attribute: 'name', key: 'description', content: NOT_FOUND_HEAD.description },
      { attribute: 'name', key: 'robots', content: 'noindex, follow' },
      ...socialMeta(NOT_FOUND_HEAD.title, NOT_FOUND_HEAD.description, undefined, 'website', origin + OG_IMAGE_PATH),
    ],
    jsonLd: [],
  };
}
