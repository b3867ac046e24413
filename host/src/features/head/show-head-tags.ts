// The head tags of a page shown after a client-side navigation, with every route's texts: the
// part of the head-tag code the first load does without (see use-head-tags.ts).
import type { usePageHeadStore } from '@vaani/stores';
import { findRoute } from '../../routes/find-route.ts';
import { SITE_ORIGIN } from '../../site-origin.ts';
import { applyHeadTags } from './apply-head-tags.ts';
import { headTagsForRoute, notFoundHeadTags } from './head-tags.ts';

type ReportedHead = ReturnType<typeof usePageHeadStore.getState>['head'];

/** Brings the document's head in line with the page at `pathname`, and what the page reported of itself. */
export function showHeadTags(pathname: string, reported: ReportedHead): void {
  const route = findRoute(pathname);
  applyHeadTags(!route || reported === 'not-found' ? notFoundHeadTags(SITE_ORIGIN) : headTagsForRoute(route, pathname, SITE_ORIGIN, reported));
}
