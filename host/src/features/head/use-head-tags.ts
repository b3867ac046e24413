import { useCaseStudyBySlug } from '@vaani/data';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { findRoute } from '../../routes/find-route.ts';
import { routeById } from '../../routes/route-table.ts';
import { SITE_ORIGIN } from '../../site-origin.ts';
import { applyHeadTags } from './apply-head-tags.ts';
import { headTagsForRoute, notFoundHeadTags } from './head-tags.ts';

/**
 * The slug of a case study address. Its head tags come from its row, read through the same query
 * (and so the same cached request) as the page itself.
 */
function caseStudySlug(pathname: string): string | undefined {
  return matchPath({ path: routeById('case-study').path, end: true }, pathname)?.params.slug;
}

/** Keeps title, meta, canonical and JSON-LD in step with the current route. */
export function useHeadTags(): void {
  const { pathname } = useLocation();
  const caseStudy = useCaseStudyBySlug(caseStudySlug(pathname));
  const study = caseStudy.status === 'success' ? caseStudy.data : undefined;
  useEffect(() => {
    const route = findRoute(pathname);
    // null: the slug names no case study, which is the not-found page.
    if (!route || study === null) {
      applyHeadTags(notFoundHeadTags(SITE_ORIGIN));
      return;
    }
    const page = study ? { title: study.title, description: study.summary } : undefined;
    applyHeadTags(headTagsForRoute(route, pathname, SITE_ORIGIN, page));
  }, [pathname, study]);
}
