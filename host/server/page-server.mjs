// The host's page server: the site's pages, rendered on the server (ssr-renderer.mjs) when the
// host's server entry is built, else the per-route HTML for the browser to render; the host's and
// the widget's files; /healthz, /readyz and /metrics; a JSON log line per request (pino). It keeps
// nothing a second instance would need (its page cache is a speed-up only), so any number can run
// behind a load balancer or a CDN.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { watchContent } from './content-watch.mjs';
import { createMetrics } from './metrics.mjs';
import { createPagePolicy } from './page-policy.mjs';
import { createReadiness } from './readiness.mjs';
import { watchReleases } from './remotes/live-releases.mjs';
import { createReleasedEmbed } from './remotes/released-embed.mjs';
import { createRemoteSource } from './remotes/remote-source.mjs';
import { requestPath } from './request-path.mjs';
import { createRoutePages } from './route-pages.mjs';
import { securityHeaders } from './security-headers.mjs';
import { createSiteMapCache } from './site-map-cache.mjs';
import { createSsrRenderer } from './ssr-renderer.mjs';
import { answerOtherMethods, CORS_HEADERS, createStaticFiles, HTML, JSON_TYPE, sendBody, sendFailure, sendNotFound, TEXT, XML } from './static-files.mjs';

/** An incoming X-Request-Id is kept when it looks like one (a load balancer's or a trace's id). */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;
/** robots.txt is made once, at start, from the build's site address. */
const ROBOTS_DEADLINE_MS = 5000;

/**
 * @param {{ root: string, port: number, host?: string, supabase: { url: string },
 *   mounts?: Record<string, string>, files?: Record<string, string>, ssr?: { entry: string, cacheMs?: number },
 *   releases?: { source: string, url?: string },
 *   analytics?: { ga?: boolean, metaPixel?: boolean }, logger?: import('pino').Logger, metricsToken?: string }} options
 *   root: the host's browser build; supabase: the project (for the policy); mounts: URL prefix → file
 *   or folder served from elsewhere; files: URL path → literal body (a serve-time remotes.json);
 *   releases: their folder or CDN URL, and the URL browsers load them from (/releases); metricsToken:
 *   the bearer token /metrics asks for (none: no /metrics).
 */
export async function startPageServer({ root, port, host, supabase, mounts = {}, files = {}, ssr, releases, analytics, logger = pino({ level: 'warn' }), metricsToken }) {
  const base = path.resolve(root);
  const warn = (line) => logger.warn(line);
  // A promote or a rollback drops the pages kept, which name the releases they were rendered with.
  const live = releases && watchReleases({ source: releases.source, root: base, onChange: () => renderer?.forgetPages(), log: warn });
  await live?.ready;
  const remotes = createRemoteSource({ root: base, files, entry: ssr?.entry, releases: live, releasesUrl: releases?.url });
  const renderer = ssr ? createSsrRenderer({ ...ssr, root: base, remotes, log: warn }) : undefined;
  // Listening only once warm (or once the warm-up gave up): the first visitor is served the rendered
  // page instead of waiting behind the remotes' code loading, and missing its render's deadline.
  await renderer?.warmUp();
  const entry = await renderer?.hostEntry().catch((error) => warn(`server entry: ${error.message}`));
  const robotsTxt = await entry?.robotsTxt?.(ROBOTS_DEADLINE_MS).catch((error) => warn(`robots.txt: ${error.message}`));
  const siteMap = entry?.renderSiteMap ? createSiteMapCache(entry.renderSiteMap) : undefined;
  // Published content drops what this instance keeps (pages, site map, the calendar's origin).
  const content = watchContent(entry, () => {
    renderer?.forgetPages();
    siteMap?.forget();
  });
  const readiness = createReadiness({ content, live, renderer });
  const metrics = metricsToken ? createMetrics({ content, live }) : undefined;
  const policy = createPagePolicy({ supabaseUrl: supabase.url, analytics, remotes, entry, bookingOrigin: content.bookingOrigin });
  const routePage = createRoutePages({ root: base, entry, render: renderer?.render });
  const plainHeaders = securityHeaders('/');
  // The embed and the host's chunks are loaded by partner pages and by the remotes' origins.
  const serveFile = createStaticFiles({ root: base, mounts, headers: { ...CORS_HEADERS, ...plainHeaders } });
  const serveEmbed = live && !/^https?:/.test(releases.source) ? createReleasedEmbed({ dir: releases.source, live: live.live, headers: { ...CORS_HEADERS, ...plainHeaders } }) : () => false;

  let closing = false;
  const digest = (text) => createHash('sha256').update(text).digest();
  /** Compares a presented secret without telling by its timing how much of it was right. */
  const sameSecret = (given, expected) => timingSafeEqual(digest(given), digest(expected));
  const sendJson = (req, res, status, body) => sendBody(req, res, status, JSON_TYPE, Buffer.from(JSON.stringify(body)), plainHeaders);

  /**
   * Answers one request; `meta` tells its log line and metrics which route answered and, for a
   * page, how it was found and rendered, each set before the answer is sent.
   */
  async function answer(req, res, meta) {
    if (closing) return sendBody(req, res, 503, TEXT, Buffer.from('Shutting down'), { Connection: 'close', 'Retry-After': '1' });
    if (answerOtherMethods(req, res, plainHeaders)) return;
    const urlPath = requestPath(req.url);
    meta.route = urlPath;
    if (urlPath === '/healthz') return sendJson(req, res, 200, { status: 'ok' });
    if (urlPath === '/readyz') {
      const reasons = await readiness();
      return sendJson(req, res, reasons.length ? 503 : 200, reasons.length ? { status: 'not ready', reasons } : { status: 'ready' });
    }
    if (urlPath === '/metrics' && metrics) {
      if (!sameSecret(req.headers.authorization ?? '', `Bearer ${metricsToken}`)) return sendJson(req, res, 401, { message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>' });
      return sendBody(req, res, 200, metrics.contentType, Buffer.from(await metrics.text()), plainHeaders);
    }
    if (urlPath === '/robots.txt' && robotsTxt) return sendBody(req, res, 200, TEXT, Buffer.from(robotsTxt), plainHeaders);
    if (urlPath === '/sitemap.xml' && siteMap) {
      const xml = await siteMap.get();
      if (xml) return sendBody(req, res, 200, XML, Buffer.from(xml), plainHeaders);
      return sendBody(req, res, 503, TEXT, Buffer.from('The sitemap cannot be made right now'), { ...plainHeaders, 'Retry-After': '30' });
    }
    if (urlPath === '/remotes.json') return sendBody(req, res, 200, JSON_TYPE, Buffer.from(JSON.stringify(remotes.manifest())), { ...CORS_HEADERS, ...plainHeaders });
    if (urlPath in files) return sendBody(req, res, 200, urlPath.endsWith('.json') ? JSON_TYPE : TEXT, Buffer.from(files[urlPath]), { ...CORS_HEADERS, ...plainHeaders });
    meta.route = 'file';
    if (serveEmbed(req, res, urlPath) || serveFile(req, res, urlPath)) return;
    const page = await routePage(urlPath);
    meta.route = page?.route ?? 'none';
    meta.page = page;
    if (page?.location) {
      // The query goes along: a campaign's parameters must survive a renamed page.
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return sendBody(req, res, 301, TEXT, Buffer.from(`Moved to ${page.location}`), { ...plainHeaders, Location: `${page.location}${query}` });
    }
    if (page) {
      // Which content this instance has seen (all it keeps is at least this new): tells an operator,
      // or a test that just published, whether a publish has reached this instance yet.
      const seen = content.version() === undefined ? {} : { 'X-Content-Version': String(content.version()) };
      return sendBody(req, res, page.status, HTML, Buffer.from(page.html), { ...securityHeaders(urlPath, policy()), ...seen });
    }
    sendNotFound(req, res, base, securityHeaders(urlPath, policy()));
  }

  const server = createServer(async (req, res) => {
    const started = performance.now();
    const id = req.headers['x-request-id'];
    const requestId = typeof id === 'string' && SANE_REQUEST_ID.test(id) ? id : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    /** @type {{ route: string, page?: { cache: string, fallback?: string, error?: unknown }, error?: unknown }} */
    const meta = { route: 'other' };
    res.once('close', () => {
      const ms = performance.now() - started;
      metrics?.observe(meta.route, res.statusCode, ms / 1000, meta.page);
      const { page, error } = meta;
      if (!logger.isLevelEnabled(error ? 'error' : 'info')) return;
      const rendered = page && (page.fallback ? { render: 'fallback', reason: page.fallback, renderError: page.error instanceof Error ? page.error.message : undefined } : { render: 'served' });
      const line = { requestId, method: req.method, route: meta.route, path: (req.url ?? '/').split('?')[0].slice(0, 200), status: res.statusCode, ms: Math.round(ms * 10) / 10, cache: page?.cache, ...rendered, err: error };
      logger[error ? 'error' : 'info'](line, error ? 'request failed' : 'request');
    });
    try {
      await answer(req, res, meta);
    } catch (error) {
      if (sendFailure(req, res, error, plainHeaders)) meta.error = error;
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
        content.stop();
        live?.stop();
        // Keep-alive connections go as soon as their last response is out, not at their timeout.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(sweep);
          void renderer?.close();
          done();
        });
        server.closeIdleConnections();
      }),
  };
}
