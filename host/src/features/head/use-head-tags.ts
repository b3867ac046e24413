import { usePageHeadStore } from '@vaani/stores';
import { useEffect, useState } from 'react';
import { useLocation } from '@vaani/router';
import { findRoute } from '../../routes/find-route.ts';
import { leaveServedPage, servedHeadReported, servedPage } from '../ssr/served-page.ts';

/**
 * Keeps title, meta, canonical and JSON-LD in step with the current route. A page that knows more
 * than the route table (a case study from its row, or that its slug names no row) reports it to
 * the page-head store, and wins for its own path. The served page's head is already in the
 * document, written by the server from the same rows the page reports at its first render: the
 * head-tag code and every route's texts (show-head-tags.ts) load only once the visitor navigates,
 * or once such a page reports anything else (its rows read again). Returns the path whose head the
 * document shows (undefined until the first one's has loaded), for what reports the page with its
 * title (the page view).
 */
export function useHeadTags(): string | undefined {
  const { pathname } = useLocation();
  const reported = usePageHeadStore((state) => (state.pathname === pathname ? state.head : undefined));
  const [shown, setShown] = useState(() => (servedPage()?.pathname === pathname ? pathname : undefined));
  useEffect(() => {
    const served = servedPage();
    if (served?.pathname === pathname && reported === undefined) return;
    if (served?.pathname === pathname && servedHeadReported()) return;
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
