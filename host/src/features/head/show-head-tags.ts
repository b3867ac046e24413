// The head tags of a page shown after a client-side navigation, with every route's texts: the
// part of the head-tag code the first load does without (see use-head-tags.ts).
import type { usePageHeadStore } from '@vaani/stores';
import type { RouteDefinition } from '../../routes/route-table.ts';
import { SITE_ORIGIN } from '../../site-origin.ts';
import { headTagsForRoute, notFoundHeadTags, type HeadTags } from './head-tags.ts';

type ReportedHead = ReturnType<typeof usePageHeadStore.getState>['head'];

/** What this module replaces; tags added by others (fonts, the widget) survive. */
const MANAGED = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join();

export function applyHeadTags(tags: HeadTags): void {
  const tag = (name: string, attributes: Record<string, string>, text?: string) => {
    const element = document.createElement(name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (text !== undefined) element.textContent = text;
    return element;
  };
  document.title = tags.title;
  for (const old of document.head.querySelectorAll(MANAGED)) old.remove();
  document.head.append(
    ...tags.meta.map((m) => tag('meta', { [m.attribute]: m.key, content: m.content })),
    ...(tags.canonical ? [tag('link', { rel: 'canonical', href: tags.canonical })] : []),
    ...tags.jsonLd.map((data) => tag('script', { type: 'application/ld+json' }, JSON.stringify(data))),
  );
}

/**
 * Brings the document's head in line with the page at `pathname`, of `route` (undefined: none
 * found), and what the page reported of itself. The caller finds the route: the first load has
 * the route table already, and this chunk then takes nothing from it.
 */
export function showHeadTags(route: RouteDefinition | undefined, pathname: string, reported: ReportedHead): void {
  applyHeadTags(!route || reported === 'not-found' ? notFoundHeadTags(SITE_ORIGIN) : headTagsForRoute(route, pathname, SITE_ORIGIN, reported));
}
