// /sitemap.xml, kept as long as a rendered page and dropped with the pages when content is
// published, rendered at most once at a time; while the database is down the last good one is served.

/** As long as a rendered page is kept fresh (ssr-renderer.mjs). */
const SITE_MAP_FRESH_MS = 30_000;
/** The database answers a list in milliseconds; past this it is down. */
const SITE_MAP_TIMEOUT_MS = 3_000;

/**
 * @param {(deadlineMs: number) => Promise<string>} render
 * @returns {{ get: () => Promise<string | undefined>, forget: () => void }} get: the sitemap, or
 *   undefined when none could be made; forget: the next get renders it afresh (content was published).
 */
export function createSiteMapCache(render) {
  let kept;
  let rendering;
  const get = () => {
    if (kept && Date.now() - kept.at < SITE_MAP_FRESH_MS) return Promise.resolve(kept.xml);
    if (rendering) return rendering;
    const current = render(SITE_MAP_TIMEOUT_MS)
      .then((xml) => {
        // A render begun before a publish is served to whoever asked then, but not kept.
        if (rendering === current) kept = { xml, at: Date.now() };
        return xml;
      })
      .catch(() => kept?.xml)
      .finally(() => {
        if (rendering === current) rendering = undefined;
      });
    rendering = current;
    return current;
  };
  const forget = () => {
    rendering = undefined;
    // The last good one stays for when the database is down.
    if (kept) kept = { ...kept, at: -Infinity };
  };
  return { get, forget };
}
