// Server rendering for the host's page server (page-server.mjs). It loads the host's
// server entry (host/dist-server, built with the host) and, at run time, each remote's server
// entry from the URL remotes.json lists under `ssr`. A remote redeployed alone is picked up on
// the next render that misses the cache: the entry is asked for again (with its ETag) and a
// changed file is imported afresh. Rendered pages are kept PAGE_CACHE_MS per path, in a cache
// bounded in entries and bytes, and dropped at once when the page server sees content published
// (forgetPages); a 404 is
// never kept, so requests for made-up paths cannot fill memory one by one. Any failure (a remote or the database down, a
// render slower than RENDER_DEADLINE_MS) yields undefined: the caller then serves the page's
// static HTML and the browser renders it, as before server rendering; never a 500, never a hang.
/* global AbortController, AbortSignal */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';

/** A render not done within this time is abandoned for the browser-rendered page. */
const RENDER_DEADLINE_MS = 1000;
/** How long a rendered page is served from memory as it is. */
const PAGE_CACHE_MS = 30_000;
/**
 * Up to this age a page is still served, at once, while a fresh copy renders in the background:
 * content published in the admin is in the served HTML within a minute.
 */
const STALE_MS = 50_000;
/** How long a path whose render failed is served without trying again (a remote or the database is down). */
const FAILURE_BACKOFF_MS = 5_000;

/** The page cache's bounds: every route and many case studies, in a few MB of a small server. */
const PAGE_CACHE_ENTRIES = 500;
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** The warm-up at start has no visitor waiting, so it may take longer. */
const WARM_UP_DEADLINE_MS = 10_000;

const SSR_TEMPLATE = 'ssr-template.html';

/**
 * @param {{ entry: string, root: string, manifest: () => { ssr?: Record<string, string> }, cacheMs?: number, log?: (message: string) => void }} options
 *   entry: the host's server entry file; root: the host's browser build (holds the page template);
 *   manifest: the current remotes.json; cacheMs: how long a rendered page is kept (0: never, as
 *   the benchmark measures renders that miss the cache).
 */
export function createSsrRenderer({ entry, root, manifest, cacheMs = PAGE_CACHE_MS, log = (message) => console.warn(message) }) {
  // Each entry: the page (status and HTML) and when it was rendered; its age decides fresh or stale.
  const templateFile = path.join(root, SSR_TEMPLATE);
  const template = existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : undefined;
  // Remote entries are written beside the host's, so their bare imports (react, styled-components…)
  // resolve to the very modules the host's entry uses.
  const remoteDir = path.join(path.dirname(path.resolve(entry)), 'remotes');
  /** @type {Promise<any> | undefined} */
  let hostEntry;
  /** @type {Map<string, { url: string, etag: string | null, hash: string, module: any }>} */
  const remotes = new Map();
  const staleMs = cacheMs > 0 ? STALE_MS : 0;
  /** @type {LRUCache<string, { renderedAt: number, page: { status: number, html: string } }>} */
  const pages = new LRUCache({ max: PAGE_CACHE_ENTRIES, maxSize: PAGE_CACHE_BYTES, sizeCalculation: ({ page }) => page.html.length * 2 + 64 });
  /** Paths whose render just failed, served unrendered until the back-off ends (bounded too). */
  const failedUntil = new LRUCache({ max: PAGE_CACHE_ENTRIES, ttl: FAILURE_BACKOFF_MS });
  /** @type {Map<string, Promise<{ status: number, html: string } | undefined>>} */
  const inFlight = new Map();
  // One render at a time: each server entry holds one query cache, which a render owns while it runs.
  let queue = Promise.resolve();
  /** Counts forgetPages: a render begun before content was published is served but not kept. */
  let generation = 0;

  async function loadRemote(name, signal) {
    const url = manifest().ssr?.[name];
    if (!url) return undefined;
    const known = remotes.get(name);
    const response = await fetch(url, {
      headers: known?.url === url && known.etag ? { 'If-None-Match': known.etag } : {},
      signal,
    });
    if (response.status === 304 && known) return known.module;
    if (!response.ok) throw new Error(`server entry ${url}: HTTP ${response.status}`);
    const code = await response.text();
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    if (known?.hash === hash) {
      remotes.set(name, { ...known, url, etag: response.headers.get('etag') });
      return known.module;
    }
    const file = path.join(remoteDir, `${name}-${hash}.mjs`);
    if (!existsSync(file)) {
      mkdirSync(remoteDir, { recursive: true });
      writeFileSync(file, code);
    }
    const module = await import(pathToFileURL(file).href);
    remotes.set(name, { url, etag: response.headers.get('etag'), hash, module });
    return module;
  }

  const loadHostEntry = () => (hostEntry ??= import(pathToFileURL(path.resolve(entry)).href));

  async function renderOnce(pathname, signal) {
    const { renderPage } = await loadHostEntry();
    return renderPage({ pathname, template, signal, loadRemote: (name) => loadRemote(name, signal) });
  }

  async function renderWithDeadline(pathname, deadlineMs = RENDER_DEADLINE_MS) {
    const startedIn = generation;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`render took over ${deadlineMs} ms`)), deadlineMs);
    const abandoned = new Promise((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    const run = queue.then(() => renderOnce(pathname, controller.signal));
    const outcome = Promise.race([run, abandoned]);
    // The next render waits for this one, but never for one that was abandoned.
    queue = outcome.then(
      () => undefined,
      () => undefined,
    );
    try {
      const page = await outcome;
      // A route the server does not render (the admin) answers undefined; a 404 is never kept.
      if (startedIn !== generation) return page;
      if (page && page.status !== 404 && staleMs > 0) pages.set(pathname, { renderedAt: Date.now(), page });
      else pages.delete(pathname);
      return page;
    } catch (error) {
      log(`server rendering ${pathname.slice(0, 200)} failed, served for the browser to render: ${error instanceof Error ? error.message : error}`);
      const known = pages.get(pathname);
      // A page still young enough keeps being served; otherwise none, until the back-off ends.
      if (!known || Date.now() - known.renderedAt >= staleMs) {
        pages.delete(pathname);
        failedUntil.set(pathname, true);
      }
      return undefined;
    } finally {
      clearTimeout(timer);
      run.catch(() => undefined);
    }
  }

  function renderOnceAtATime(pathname) {
    let job = inFlight.get(pathname);
    if (!job) {
      const started = renderWithDeadline(pathname).finally(() => {
        if (inFlight.get(pathname) === started) inFlight.delete(pathname);
      });
      job = started;
      inFlight.set(pathname, job);
    }
    return job;
  }

  return {
    /** The host's server entry module (its renderPage, lookupRow and inline scripts). */
    hostEntry: loadHostEntry,

    /** The rendered page at `pathname` ({ status, html, cache: hit, stale or miss }), or undefined to serve it unrendered. */
    async render(pathname) {
      if (!template) return undefined;
      const known = pages.get(pathname);
      const age = Date.now() - (known?.renderedAt ?? 0);
      if (known && age < cacheMs) return { ...known.page, cache: 'hit' };
      if (known && age < staleMs) {
        // Served at once while a fresh copy renders for the next visitor.
        void renderOnceAtATime(pathname);
        return { ...known.page, cache: 'stale' };
      }
      if (failedUntil.has(pathname)) return undefined;
      const page = await renderOnceAtATime(pathname);
      return page && { ...page, cache: 'miss' };
    },

    /** Drops every kept page: content was published, and the next visitor gets it rendered afresh. */
    forgetPages() {
      generation += 1;
      pages.clear();
      inFlight.clear();
      failedUntil.clear();
    },

    /**
     * Loads the server entries and renders the home page ahead of the first visitor, whose
     * render has a deadline (a first render also pays for loading and compiling the code).
     */
    async warmUp() {
      if (!template) return;
      try {
        await loadHostEntry();
        const signal = AbortSignal.timeout(WARM_UP_DEADLINE_MS);
        await Promise.all(Object.keys(manifest().ssr ?? {}).map((name) => loadRemote(name, signal)));
        await renderWithDeadline('/', WARM_UP_DEADLINE_MS);
      } catch (error) {
        log(`server rendering warm-up: ${error instanceof Error ? error.message : error}`);
      }
    },
  };
}
