/* global AbortSignal */
// /sitemap.xml, kept as long as a rendered page (so a publish shows in it within the same window)
// and rendered at most once at a time; while the database is down the last good one is served.

/** As long as a rendered page is kept fresh (ssr-renderer.mjs): a publish shows within it. */
const SITE_MAP_FRESH_MS = 30_000;
/** The database answers a list in milliseconds; past this it is down. */
const SITE_MAP_TIMEOUT_MS = 3_000;

/**
 * @param {(signal: AbortSignal) => Promise<string>} render
 * @returns {() => Promise<string | undefined>} the sitemap, or undefined when none could be made
 */
export function createSiteMapCache(render) {
  /** @type {{ xml: string, at: number } | undefined} */
  let kept;
  /** @type {Promise<string | undefined> | undefined} */
  let rendering;
  return () => {
    if (kept && Date.now() - kept.at < SITE_MAP_FRESH_MS) return Promise.resolve(kept.xml);
    rendering ??= render(AbortSignal.timeout(SITE_MAP_TIMEOUT_MS))
      .then((xml) => {
        kept = { xml, at: Date.now() };
        return xml;
      })
      .catch(() => kept?.xml)
      .finally(() => {
        rendering = undefined;
      });
    return rendering;
  };
}
