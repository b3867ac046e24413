import { usePageHeadStore } from '@vaani/stores';
import { useEffect } from 'react';
import { useLocation } from '@vaani/router';
import { findRoute } from '../../routes/find-route.ts';
import { SITE_ORIGIN } from '../../site-origin.ts';
import { applyHeadTags } from './apply-head-tags.ts';
import { headTagsForRoute, notFoundHeadTags } from './head-tags.ts';

/**
 * Keeps title, meta, canonical and JSON-LD in step with the current route. A page that knows more
 * than the route table (a case study from its row, or that its slug names no row) reports it to
 * the page-head store, and wins for its own path.
 */
export function useHeadTags(): void {
  const { pathname } = useLocation();
  const reported = usePageHeadStore((state) => (state.pathname === pathname ? state.head : undefined));
  useEffect(() => {
    const route = findRoute(pathname);
    if (!route || reported === 'not-found') {
      applyHeadTags(notFoundHeadTags(SITE_ORIGIN));
      return;
    }
    applyHeadTags(headTagsForRoute(route, pathname, SITE_ORIGIN, reported));
  }, [pathname, reported]);
}
