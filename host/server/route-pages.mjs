// The site's pages by route (routes.json, written by the host's build): rendered on the server when
// it can, else the route's own HTML for the browser to render, with the status its route's data
// gives (host/src/routes/route-data.ts: 404 when its row is missing, 301 when it moved).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How long a route's data may take before the page is served as found (the browser decides). */
const ROUTE_DATA_TIMEOUT_MS = 1500;

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/* global URLPattern -- Node 24's, missing from the lint's Node globals */
/** A react-router-style pattern as a URLPattern: there, a final `*` also matches the bare prefix. @param {string} pattern */
const urlPattern = (pattern) => new URLPattern({ pathname: pattern.replace(/\/\*$/, '{/*}?') });

/**
 * @param {{ root: string, entry?: Record<string, any>, render?: (pathname: string) => Promise<{ status: number, html: string, cache: string } | { fallback: string, error?: unknown }> }} options
 *   root: the host's browser build; entry: the host's server entry; render: the server renderer's
 * @returns {(urlPath: string) => Promise<{ status: number, html: string, cache: string, route: string, location?: string, fallback?: string, error?: unknown } | null>}
 *   the page at a path (its route's pattern; unrendered, why), or null when no route has it
 */
export function createRoutePages({ root, entry, render }) {
  const routeFile = path.join(root, 'routes.json');
  const routeTable = existsSync(routeFile) ? JSON.parse(readFileSync(routeFile, 'utf8')) : { routes: [], pathToken: '' };
  const routes = routeTable.routes.map((route) => ({ ...route, matcher: urlPattern(route.pattern) }));

  /** The status of a page served unrendered (route-data.ts); an unreachable database counts as found (the browser decides). */
  async function resolve(pathname) {
    if (!entry?.resolveRoute) return { status: 200 };
    try {
      return await entry.resolveRoute(pathname, ROUTE_DATA_TIMEOUT_MS);
    } catch {
      return { status: 200 };
    }
  }

  return async (urlPath) => {
    const pathname = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    for (const route of routes) {
      if (!route.matcher.test({ pathname })) continue;
      const rendered = render ? await render(pathname) : { fallback: 'off' };
      if (!('fallback' in rendered)) return { ...rendered, route: route.pattern };
      const unrendered = { route: route.pattern, cache: 'none', ...rendered };
      const { status, location } = await resolve(pathname);
      if (location) return { status: 301, location, html: '', ...unrendered };
      const file = readFileSync(path.join(root, route.file), 'utf8').split(routeTable.pathToken).join(escapeHtml(pathname));
      // The browser renders this one alone; it records the visit's landing first, as a rendered page does.
      const html = entry?.FIRST_LANDING_SCRIPT ? file.replace('<head>', () => `<head><script>${entry.FIRST_LANDING_SCRIPT}</script>`) : file;
      // Unrendered, the page's own HTML either way: the browser renders the not-found view with its head tags.
      return { status: status === 404 ? 404 : 200, html, ...unrendered };
    }
    return null;
  };
}
