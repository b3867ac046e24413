import { useEffect } from 'react';
import { DEFAULT_FAVICON } from './render-head-html.ts';

/** Keeps the tab icon on the admin's favicon, else the built-in one, through previews and publishes. */
export function useFavicon(url: string | undefined): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const href = url || DEFAULT_FAVICON;
    if (!link || link.getAttribute('href') === href) return;
    link.setAttribute('href', href);
    // The built-in icon says it is SVG; an uploaded one may be any image type.
    link.removeAttribute('type');
  }, [url]);
}
