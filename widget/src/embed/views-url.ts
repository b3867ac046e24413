/**
 * Where the views' entry lives: beside this script, on whichever origin the page loaded it from.
 * A relative import() from a cross-origin classic script resolves against about:blank, so the
 * URL is made absolute here, while the script runs (document.currentScript is null afterwards).
 */
export const VIEWS_URL = new URL(
  'embed-assets/mount-view.js',
  (document.currentScript as HTMLScriptElement | null)?.src || location.href,
).href;
