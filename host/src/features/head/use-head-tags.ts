import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../routes/find-route.ts';
import { SITE_ORIGIN } from '../../site-origin.ts';
import { applyHeadTags } from './apply-head-tags.ts';
import { headTagsForRoute, notFoundHeadTags } from './head-tags.ts';

/** Keeps title, meta, canonical and JSON-LD in step with the current route. */
export function useHeadTags(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = findRoute(pathname);
    applyHeadTags(route ? headTagsForRoute(route, pathname, SITE_ORIGIN) : notFoundHeadTags(SITE_ORIGIN));
  }, [pathname]);
}
