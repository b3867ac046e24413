// The host's page server: the site's pages, rendered on the server (ssr-renderer.mjs) when the
// host's server entry is built, else the per-route HTML for the browser to render; the host's and
// the widget's files; /healthz. Every answer carries the security headers, pages the
// Content-Security-Policy. It keeps nothing a second instance would need (its page cache is a
// speed-up only), so any number can run behind a load balancer or a CDN. `npm run serve` starts it
// for production (serve.mjs), `npm start` locally.
/* global AbortSignal, setInterval, clearInterval */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RequestPathError, requestPath } from './request-path.mjs';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';
import { createSiteMapCache } from './site-map-cache.mjs';
import { createSsrRenderer } from './ssr-renderer.mjs';
import { answerOtherMethods, CORS_HEADERS, createStaticFiles, HTML, JSON_TYPE, sendBody, TEXT, XML } from './static-files.mjs';

/** How often the published booking calendar is read again for the policy (a publish also reads it at once). */
const BOOKING_ORIGIN_REFRESH_MS = 60_000;
/**
 * How often the database's content version is read: a publish reaches the next visitor within about
 * this plus one render (issue 29: within 5 s). One indexed row per instance per second costs nothing.
 */
const CONTENT_VERSION_CHECK_MS = 1000;
/** How long a route's row lookup may take before the page is served as found (the browser decides). */
const ROW_LOOKUP_TIMEOUT_MS = 1500;

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * The `:param` values of `pathname` under a react-router-style pattern (`:param` takes one
 * segment, a final `*` the rest), or null when it does not match.
 */
function matchParams(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
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
 * @param {{ root: string, port: number, host?: string, supabase: { url: string },
 *   mounts?: Record<string, string>, files?: Record<string, string>, ssr?: { entry: string, cacheMs?: number },
 *   analytics?: { ga?: boolean, metaPixel?: boolean }, log?: (line: string) => void, warn?: (line: string) => void }} options
 *   root: the host's browser build; supabase: the project the builds talk to (for the policy);
 *   mounts: URL prefix → file or directory served from elsewhere (the widget build);
 *   files: URL path → literal JSON/text body served instead of any file (a serve-time remotes.json);
 *   ssr: the host's server entry; log: one line per request (none when omitted); warn: a render
 *   that failed and was served for the browser to render (the console by default).
 */
export async function startPageServer({ root, port, host, supabase, mounts = {}, files = {}, ssr, analytics, log, warn = (line) => console.warn(line) }) {
  const base = path.resolve(root);
  const routeFile = path.join(base, 'routes.json');
  const routeTable = existsSync(routeFile) ? JSON.parse(readFileSync(routeFile, 'utf8')) : { routes: [], pathToken: '' };
  // The remotes.json the browser gets is also where the server finds the remotes' server entries.
  const manifest = () =>
    JSON.parse('/remotes.json' in files ? files['/remotes.json'] : readFileSync(path.join(base, 'remotes.json'), 'utf8'));
  const renderer = ssr ? createSsrRenderer({ ...ssr, root: base, manifest, log: warn }) : undefined;
  // Listening only once warm (or once the warm-up gave up): the first visitor is served the rendered
  // page instead of waiting behind the remotes' code loading, and missing its render's deadline.
  await renderer?.warmUp();
  const entry = await renderer?.hostEntry().catch(() => undefined);

  // The published calendar's origin, read at start and every minute (a page is never held for it).
  let bookingOrigin = null;
  const readBookingOrigin = () =>
    entry?.loadBookingOrigin?.().then(
      (origin) => {
        bookingOrigin = origin;
      },
      () => undefined,
    );
  void readBookingOrigin();
  const bookingTimer = setInterval(() => void readBookingOrigin(), BOOKING_ORIGIN_REFRESH_MS);
  bookingTimer.unref();

  // The policy names the remotes' origins, so it follows remotes.json (a remote moved to another
  // origin is allowed on the next page); it is built again only when that file or the published
  // calendar changed, not for every page.
  const manifestVersion = () => ('/remotes.json' in files ? 'given' : statSync(path.join(base, 'remotes.json')).mtimeMs);
  let built = { key: '', policy: '' };
  const policy = () => {
    const key = `${manifestVersion()} ${bookingOrigin}`;
    if (built.key !== key) {
      const remoteUrls = Object.entries(manifest()).flatMap(([name, url]) => (name === 'ssr' ? Object.values(url) : [url]));
      const inlineScripts = [entry?.EARLY_CLICKS_SCRIPT, entry?.FIRST_LANDING_SCRIPT].filter(Boolean);
      const challengeOrigins = entry?.CHALLENGE_ORIGINS ?? [];
      built = { key, policy: contentSecurityPolicy({ supabaseUrl: supabase.url, remoteUrls, inlineScripts, bookingOrigin, analytics, challengeOrigins }) };
    }
    return built.policy;
  };
  const plainHeaders = securityHeaders('/');
  // The embed and the host's chunks are loaded by partner pages and by the remotes' origins.
  const serveFile = createStaticFiles({ root: base, mounts, headers: { ...CORS_HEADERS, ...plainHeaders } });

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

  async function routePage(urlPath) {
    const pathname = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    for (const route of routeTable.routes) {
      const params = matchParams(route.pattern, pathname);
      if (!params) continue;
      const rendered = await renderer?.render(pathname);
      if (rendered && rendered.status !== 404) return rendered;
      const location = await movedTo(route, params);
      if (location) return { status: 301, location, html: '', cache: 'none' };
      if (rendered) return rendered;
      const file = readFileSync(path.join(base, route.file), 'utf8').split(routeTable.pathToken).join(escapeHtml(pathname));
      // The browser renders this one alone; it records the visit's landing first, as a rendered page does.
      const html = entry?.FIRST_LANDING_SCRIPT ? file.replace('<head>', () => `<head><script>${entry.FIRST_LANDING_SCRIPT}</script>`) : file;
      const found = !route.rowLookup || (await rowExists(route.rowLookup, params));
      // Unrendered, the page's own HTML either way: the browser renders the not-found view with its head tags.
      return { status: found ? 200 : 404, html, cache: 'none' };
    }
    return null;
  }

  const siteMap = entry?.renderSiteMap ? createSiteMapCache(entry.renderSiteMap) : undefined;

  // Published content drops what this instance keeps (pages, site map, the calendar's origin):
  // each instance watches the version for itself, so none needs to hear from the admin or the others.
  let contentVersion;
  let checking = false;
  const checkContentVersion = async () => {
    if (checking || !entry?.loadContentVersion) return;
    checking = true;
    try {
      const version = await entry.loadContentVersion(AbortSignal.timeout(CONTENT_VERSION_CHECK_MS));
      if (contentVersion !== undefined && version !== contentVersion) {
        renderer?.forgetPages();
        siteMap?.forget();
        void readBookingOrigin();
      }
      contentVersion = version;
    } catch {
      // The database is down: the pages kept are the best there is.
    } finally {
      checking = false;
    }
  };
  void checkContentVersion();
  const contentTimer = setInterval(() => void checkContentVersion(), CONTENT_VERSION_CHECK_MS);
  contentTimer.unref();

  let closing = false;
  /** Answers one request; `meta.cache` says how a page was found (hit, stale, miss), set before it is sent. */
  async function answer(req, res, meta) {
    if (closing) {
      sendBody(req, res, 503, TEXT, Buffer.from('Shutting down'), { Connection: 'close', 'Retry-After': '1' });
      return;
    }
    if (answerOtherMethods(req, res, plainHeaders)) return;
    const urlPath = requestPath(req.url);
    if (urlPath === '/healthz') {
      sendBody(req, res, 200, JSON_TYPE, Buffer.from(JSON.stringify({ status: 'ok' })), plainHeaders);
      return;
    }
    if (urlPath === '/robots.txt' && entry?.robotsTxt) {
      sendBody(req, res, 200, TEXT, Buffer.from(entry.robotsTxt()), plainHeaders);
      return;
    }
    if (urlPath === '/sitemap.xml' && siteMap) {
      const xml = await siteMap.get();
      if (xml) sendBody(req, res, 200, XML, Buffer.from(xml), plainHeaders);
      else sendBody(req, res, 503, TEXT, Buffer.from('The sitemap cannot be made right now'), { ...plainHeaders, 'Retry-After': '30' });
      return;
    }
    if (urlPath in files) {
      sendBody(req, res, 200, urlPath.endsWith('.json') ? JSON_TYPE : TEXT, Buffer.from(files[urlPath]), { ...CORS_HEADERS, ...plainHeaders });
      return;
    }
    meta.cache = 'file';
    if (serveFile(req, res, urlPath)) return;
    meta.cache = 'none';
    const page = await routePage(urlPath);
    if (page?.location) {
      // The query goes along: a campaign's parameters must survive a renamed page.
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      sendBody(req, res, 301, TEXT, Buffer.from(`Moved to ${page.location}`), { ...plainHeaders, Location: `${page.location}${query}` });
      return;
    }
    if (page) {
      meta.cache = page.cache;
      // Which content this instance has seen (all it keeps is at least this new): tells an operator,
      // or a test that just published, whether a publish has reached this instance yet.
      const seen = contentVersion === undefined ? {} : { 'X-Content-Version': String(contentVersion) };
      sendBody(req, res, page.status, HTML, Buffer.from(page.html), { ...securityHeaders(urlPath, policy()), ...seen });
      return;
    }
    const notFound = path.join(base, '404.html');
    const hasPage = existsSync(notFound);
    sendBody(req, res, 404, hasPage ? HTML : TEXT, hasPage ? readFileSync(notFound) : Buffer.from('Not Found'), securityHeaders(urlPath, policy()));
  }

  const server = createServer(async (req, res) => {
    const started = performance.now();
    const meta = { cache: 'none' };
    if (log) {
      res.once('finish', () => {
        const target = (req.url ?? '/').split('?')[0].slice(0, 200);
        log(`${req.method} ${target} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms cache=${meta.cache}`);
      });
    }
    try {
      await answer(req, res, meta);
    } catch (error) {
      if (error instanceof RequestPathError) sendBody(req, res, error.status, TEXT, Buffer.from(error.message), plainHeaders);
      else {
        console.error(`page server ${req.method} ${req.url?.slice(0, 200)}:`, error);
        if (!res.headersSent) sendBody(req, res, 500, TEXT, Buffer.from('Internal Server Error'), plainHeaders);
        else res.destroy();
      }
    }
  });
  // Slow or idle clients do not hold a connection for long.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, resolve);
  });
  return {
    server,
    port: server.address().port,
    /** Refuses new requests (503, then no new connections) and resolves once those in flight have finished. */
    close: () =>
      new Promise((done) => {
        closing = true;
        clearInterval(bookingTimer);
        clearInterval(contentTimer);
        // Keep-alive connections go as soon as their last response is out, not at their timeout.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(sweep);
          done();
        });
        server.closeIdleConnections();
      }),
  };
}
