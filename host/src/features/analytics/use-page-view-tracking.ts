import { track } from '@vaani/stores';
import { useEffect } from 'react';
import { useLocation } from '@vaani/router';

/**
 * One page view per route the visitor sees, the first load included. Called after the head tags
 * are applied (effects run in order), so the title reported is the new page's.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track({ name: 'page_view', path: pathname, title: document.title });
  }, [pathname]);
}
