import { usePageHeadStore } from '@vaani/stores';
import { useEffect, useState } from 'react';
import { useLocation } from '@vaani/router';
import { findRoute } from '../../routes/find-route.ts';
import { leaveServedPage, servedHeadReported, servedPage } from '../ssr/served-page.ts';

/**
 * Keeps the head in step with the route, and with what a page reports of itself (a case study's
 * row, a missing slug) to the page-head store. The served head is already written, so the head
 * code (show-head-tags.ts) loads only on navigation or a new report. Returns the path whose head
 * the document shows, for the page view.
 */
export function useHeadTags(): string | undefined {
  const { pathname } = useLocation();
  const reported = usePageHeadStore((state) => (state.pathname === pathname ? state.head : undefined));
  const [shown, setShown] = useState(() => (servedPage()?.pathname === pathname ? pathname : undefined));
  useEffect(() => {
    const served = servedPage();
    if (served?.pathname === pathname && (reported === undefined || servedHeadReported())) return;
    leaveServedPage();
    let current = true;
    void import('./show-head-tags.ts')
      .then(({ showHeadTags }) => {
        if (current) showHeadTags(findRoute(pathname), pathname, reported);
      })
      // Offline: the page still shows, under the previous page's head.
      .catch(() => undefined)
      .then(() => {
        if (current) setShown(pathname);
      });
    return () => {
      current = false;
    };
  }, [pathname, reported]);
  return shown;
}
