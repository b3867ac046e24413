// The site's pages by route (routes.json, written by the host's build): rendered on the server when
// it can, else the route's own HTML for the browser to render, with the status the route's row
// gives (404 when it has none, 301 when it moved).
/* global AbortSignal */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How long a route's row lookup may take before the page is served as found (the browser decides). */
const ROW_LOOKUP_TIMEOUT_MS = 1500;

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * The `:param` values of `pathname` under a react-router-style pattern (`:param` takes one
 * segment, a final `*` the rest), or null when it does not match.
 * @param {string} pattern
 * @param {string} pathname
 */
export function matchParams(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  /** @type {Record<string, string>} */
  const params = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*') return i === want.length - 1 ? params : null;
    if (got[i] === undefined) return null;
    if (want[i].startsWith(':')) params[want[i].slice(1)] = got[i];
    else if (want[i] !== got[i]) return null;
  }
  return want.length === got.length ? params : null;
}

/**
 * @param {{ root: string, entry?: Record<string, any>, render?: (pathname: string) => Promise<{ status: number, html: string, cache: string } | undefined> }} options
 *   root: the host's browser build; entry: the host's server entry; render: the server renderer's
 * @returns {(urlPath: string) => Promise<{ status: number, html: string, cache: string, location?: string } | null>}
 *   the page at a path, or null when no route has it
 */
export function createRoutePages({ root, entry, render }) {
  const routeFile = path.join(root, 'routes.json');
  const routeTable = existsSync(routeFile) ? JSON.parse(readFileSync(routeFile, 'utf8')) : { routes: [], pathToken: '' };

  /** Whether the row a route shows exists; an unreachable database counts as yes (the browser decides). */
  async function rowExists(lookup, params) {
    const value = params[lookup.param];
    if (!entry?.lookupRow || value === undefined) return true;
    try {
      return (await entry.lookupRow(lookup, value, AbortSignal.timeout(ROW_LOOKUP_TIMEOUT_MS))) !== null;
    } catch {
      return true;
    }
  }

  /** Where a row's old address leads now (a renamed case study's slug), or null. */
  async function movedTo(route, params) {
    const lookup = route.rowLookup;
    const value = params[lookup?.param];
    if (!lookup?.renames || !entry?.findMovedRow || value === undefined) return null;
    try {
      const moved = await entry.findMovedRow(lookup, value, AbortSignal.timeout(ROW_LOOKUP_TIMEOUT_MS));
      return moved === null ? null : route.pattern.replace(`:${lookup.param}`, encodeURIComponent(moved));
    } catch {
      return null;
    }
  }

  return async (urlPath) => {
    const pathname = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    for (const route of routeTable.routes) {
      const params = matchParams(route.pattern, pathname);
      if (!params) continue;
      const rendered = await render?.(pathname);
      if (rendered && rendered.status !== 404) return rendered;
      const location = await movedTo(route, params);
      if (location) return { status: 301, location, html: '', cache: 'none' };
      if (rendered) return rendered;
      const file = readFileSync(path.join(root, route.file), 'utf8').split(routeTable.pathToken).join(escapeHtml(pathname));
      // The browser renders this one alone; it records the visit's landing first, as a rendered page does.
      const html = entry?.FIRST_LANDING_SCRIPT ? file.replace('<head>', () => `<head><script>${entry.FIRST_LANDING_SCRIPT}</script>`) : file;
      const found = !route.rowLookup || (await rowExists(route.rowLookup, params));
      // Unrendered, the page's own HTML either way: the browser renders the not-found view with its head tags.
      return { status: found ? 200 : 404, html, cache: 'none' };
    }
    return null;
  };
}
