import { track } from '@vaani/stores';
import { useEffect } from 'react';

/**
 * One page view per route the visitor sees, the first load included. `pathname`: the page whose
 * head the document shows (useHeadTags), so the title reported is the new page's.
 */
export function usePageViewTracking(pathname: string | undefined): void {
  useEffect(() => {
    if (pathname === undefined) return;
    track({ name: 'page_view', path: pathname, title: document.title });
  }, [pathname]);
}
