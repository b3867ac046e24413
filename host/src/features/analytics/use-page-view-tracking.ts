import { track } from '@vaani/stores';
import { useEffect } from 'react';

/** One page view per route seen; `pathname` is the page whose head is shown, so its title is the new one. */
export function usePageViewTracking(pathname: string | undefined): void {
  useEffect(() => {
    if (pathname === undefined) return;
    track({ name: 'page_view', path: pathname, title: document.title });
  }, [pathname]);
}
