// The head tags of a page shown after a client-side navigation, with every route's texts: the
// part of the head-tag code the first load does without (see use-head-tags.ts).
import type { usePageHeadStore } from '@vaani/stores';
import type { RouteDefinition } from '../../routes/route-table.ts';
import { SITE_ORIGIN } from '../../site-origin.ts';
import { applyHeadTags } from './apply-head-tags.ts';
import { headTagsForRoute, notFoundHeadTags } from './head-tags.ts';

type ReportedHead = ReturnType<typeof usePageHeadStore.getState>['head'];

/**
 * Brings the document's head in line with the page at `pathname`, of `route` (undefined: none
 * found), and what the page reported of itself. The caller finds the route: the first load has
 * the route table already, and this chunk then takes nothing from it.
 */
export function showHeadTags(route: RouteDefinition | undefined, pathname: string, reported: ReportedHead): void {
  applyHeadTags(!route || reported === 'not-found' ? notFoundHeadTags(SITE_ORIGIN) : headTagsForRoute(route, pathname, SITE_ORIGIN, reported));
}
