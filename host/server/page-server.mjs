// The host's page server: the site's pages, rendered on the server (ssr-renderer.mjs) when the
// host's server entry is built, else the per-route HTML for the browser to render; the host's and
// the widget's files; /healthz. Every answer carries the security headers, pages the
// Content-Security-Policy. It keeps nothing a second instance would need (its page cache is a
// speed-up only), so any number can run behind a load balancer or a CDN. `npm run serve` starts it
// for production (serve.mjs), `npm start` locally.
/* global setInterval, clearInterval */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { watchContent } from './content-watch.mjs';
import { createPagePolicy } from './page-policy.mjs';
import { watchReleases } from './remotes/live-releases.mjs';
import { createReleasedEmbed } from './remotes/released-embed.mjs';
import { createRemoteSource } from './remotes/remote-source.mjs';
import { RequestPathError, requestPath } from './request-path.mjs';
import { createRoutePages } from './route-pages.mjs';
import { securityHeaders } from './security-headers.mjs';
import { createSiteMapCache } from './site-map-cache.mjs';
import { createSsrRenderer } from './ssr-renderer.mjs';
import { answerOtherMethods, CORS_HEADERS, createStaticFiles, HTML, JSON_TYPE, sendBody, TEXT, XML } from './static-files.mjs';

/**
 * @param {{ root: string, port: number, host?: string, supabase: { url: string },
 *   mounts?: Record<string, string>, files?: Record<string, string>, ssr?: { entry: string, cacheMs?: number },
 *   releases?: { source: string, url?: string },
 *   analytics?: { ga?: boolean, metaPixel?: boolean }, log?: (line: string) => void, warn?: (line: string) => void }} options
 *   root: the host's browser build; supabase: the project the builds talk to (for the policy);
 *   mounts: URL prefix → file or directory served from elsewhere (the widget build);
 *   files: URL path → literal JSON/text body served instead of any file (a serve-time remotes.json);
 *   ssr: the host's server entry; releases: the remotes' releases (their folder or CDN URL, and the
 *   URL browsers load them from, /releases by default); log: one line per request (none when
 *   omitted); warn: a render that failed and was served for the browser to render (the console by default).
 */
export async function startPageServer({ root, port, host, supabase, mounts = {}, files = {}, ssr, releases, analytics, log, warn = (line) => console.warn(line) }) {
  const base = path.resolve(root);
  // A promote or a rollback drops the pages kept, which name the releases they were rendered with.
  const live = releases && watchReleases({ source: releases.source, root: base, onChange: () => renderer?.forgetPages(), log: warn });
  await live?.ready;
  const remotes = createRemoteSource({ root: base, files, entry: ssr?.entry, releases: live, releasesUrl: releases?.url });
  const renderer = ssr ? createSsrRenderer({ ...ssr, root: base, remotes, log: warn }) : undefined;
  // Listening only once warm (or once the warm-up gave up): the first visitor is served the rendered
  // page instead of waiting behind the remotes' code loading, and missing its render's deadline.
  await renderer?.warmUp();
  const entry = await renderer?.hostEntry().catch(() => undefined);
  const siteMap = entry?.renderSiteMap ? createSiteMapCache(entry.renderSiteMap) : undefined;
  // Published content drops what this instance keeps (pages, site map, the calendar's origin).
  const content = watchContent(entry, () => {
    renderer?.forgetPages();
    siteMap?.forget();
  });
  const policy = createPagePolicy({ supabaseUrl: supabase.url, analytics, remotes, entry, bookingOrigin: content.bookingOrigin });
  const routePage = createRoutePages({ root: base, entry, render: renderer?.render });
  const plainHeaders = securityHeaders('/');
  // The embed and the host's chunks are loaded by partner pages and by the remotes' origins.
  const serveFile = createStaticFiles({ root: base, mounts, headers: { ...CORS_HEADERS, ...plainHeaders } });
  const serveEmbed = live && !/^https?:/.test(releases.source) ? createReleasedEmbed({ dir: releases.source, live: live.live, headers: { ...CORS_HEADERS, ...plainHeaders } }) : () => false;

  let closing = false;
  /** Answers one request; `meta.cache` says how a page was found (hit, stale, miss), set before it is sent. */
  async function answer(req, res, meta) {
    if (closing) return sendBody(req, res, 503, TEXT, Buffer.from('Shutting down'), { Connection: 'close', 'Retry-After': '1' });
    if (answerOtherMethods(req, res, plainHeaders)) return;
    const urlPath = requestPath(req.url);
    if (urlPath === '/healthz') return sendBody(req, res, 200, JSON_TYPE, Buffer.from(JSON.stringify({ status: 'ok' })), plainHeaders);
    if (urlPath === '/robots.txt' && entry?.robotsTxt) return sendBody(req, res, 200, TEXT, Buffer.from(entry.robotsTxt()), plainHeaders);
    if (urlPath === '/sitemap.xml' && siteMap) {
      const xml = await siteMap.get();
      if (xml) return sendBody(req, res, 200, XML, Buffer.from(xml), plainHeaders);
      return sendBody(req, res, 503, TEXT, Buffer.from('The sitemap cannot be made right now'), { ...plainHeaders, 'Retry-After': '30' });
    }
    if (urlPath === '/remotes.json') return sendBody(req, res, 200, JSON_TYPE, Buffer.from(JSON.stringify(remotes.manifest())), { ...CORS_HEADERS, ...plainHeaders });
    if (urlPath in files) return sendBody(req, res, 200, urlPath.endsWith('.json') ? JSON_TYPE : TEXT, Buffer.from(files[urlPath]), { ...CORS_HEADERS, ...plainHeaders });
    meta.cache = 'file';
    if (serveEmbed(req, res, urlPath) || serveFile(req, res, urlPath)) return;
    meta.cache = 'none';
    const page = await routePage(urlPath);
    if (page?.location) {
      // The query goes along: a campaign's parameters must survive a renamed page.
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return sendBody(req, res, 301, TEXT, Buffer.from(`Moved to ${page.location}`), { ...plainHeaders, Location: `${page.location}${query}` });
    }
    if (page) {
      meta.cache = page.cache;
      // Which content this instance has seen (all it keeps is at least this new): tells an operator,
      // or a test that just published, whether a publish has reached this instance yet.
      const seen = content.version() === undefined ? {} : { 'X-Content-Version': String(content.version()) };
      return sendBody(req, res, page.status, HTML, Buffer.from(page.html), { ...securityHeaders(urlPath, policy()), ...seen });
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
        content.stop();
        live?.stop();
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
