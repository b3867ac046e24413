// Server rendering for page-server.mjs, in a thread of its own (render-worker.mjs) per set of live
// releases, so a remote redeployed alone is picked up and the old code ends with its thread. A 404
// is never kept (made-up paths cannot fill memory). Any failure (a remote or the database down, a
// render past its deadline) yields a fallback and its reason: the browser renders, never a 500 or a hang.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import { createRenderQueue } from './render-queue.mjs';

/** A render not done within this time is abandoned for the browser-rendered page. */
const RENDER_DEADLINE_MS = 1000;
/** How long a rendered page is served from memory as it is. */
const PAGE_CACHE_MS = 30_000;
/** Up to this age a page is served at once while a fresh copy renders: published content shows within a minute. */
const STALE_MS = 50_000;
/** How long a path whose render failed is served without trying again (a remote or the database is down). */
const FAILURE_BACKOFF_MS = 5_000;

/** The page cache's bounds: every route and many case studies, in a few MB of a small server. */
const PAGE_CACHE_ENTRIES = 500;
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** A render in a new thread (the warm-up at start, the first after a promote) also loads and compiles the code. */
const NEW_THREAD_DEADLINE_MS = 10_000;
/**
 * The render thread's heap (issue 19: the page server ≤ 200 MB resident): a grown young generation
 * stays resident, and V8's default of up to 48 MB a thread held the process near 330 MB.
 */
const THREAD_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

const SSR_TEMPLATE = 'ssr-template.html';

const message = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @param {{ entry: string, root: string, remotes: Pick<ReturnType<typeof import('./remotes/remote-source.mjs').createRemoteSource>, 'threadData' | 'version'>, cacheMs?: number, log?: (message: string) => void }} options
 *   entry: the host's server entry file; root: the host's browser build (holds the page template);
 *   remotes: where the remotes' server entries come from; cacheMs: how long a rendered page is kept
 *   (0: never, as the benchmark measures renders that miss the cache).
 */
export function createSsrRenderer({ entry, root, remotes, cacheMs = PAGE_CACHE_MS, log = (message) => console.warn(message) }) {
  const templateFile = path.join(root, SSR_TEMPLATE);
  const template = existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : undefined;
  const staleMs = cacheMs > 0 ? STALE_MS : 0;
  /** @type {LRUCache<string, { renderedAt: number, page: { status: number, html: string } }>} */
  const pages = new LRUCache({ max: PAGE_CACHE_ENTRIES, maxSize: PAGE_CACHE_BYTES, sizeCalculation: ({ page }) => page.html.length * 2 + 64 });
  /** Paths whose render just failed, and why, served unrendered until the back-off ends (bounded too). */
  const failedUntil = new LRUCache({ max: PAGE_CACHE_ENTRIES, ttl: FAILURE_BACKOFF_MS });
  const queue = createRenderQueue();
  /** Counts forgetPages: a render begun before content was published is served but not kept. */
  let generation = 0;

  /** @type {{ version: string, worker: Worker, rendered?: boolean } | undefined} */
  let thread;
  /** Calls `name` in the thread of the remotes live now; the one before ends at once (renders run one at a time). */
  function callThread(name, args) {
    const version = remotes.version();
    if (thread?.version !== version) {
      void thread?.worker.terminate();
      const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { ...remotes.threadData(), entry, template }, resourceLimits: THREAD_LIMITS });
      worker.unref();
      worker.on('error', (error) => log(`render thread: ${message(error)}`));
      worker.on('exit', () => thread?.worker === worker && (thread = undefined));
      thread = { version, worker };
    }
    const { port1, port2 } = new MessageChannel();
    thread.worker.postMessage({ call: name, args, port: port2 }, [port2]);
    return new Promise((resolve, reject) => {
      port1.once('message', ({ result, error, reason }) => {
        port1.close();
        if (error === undefined) resolve(result);
        else reject(Object.assign(new Error(error), reason && { reason }));
      });
      port1.once('close', () => reject(new Error('the render thread ended')));
    });
  }

  async function renderWithDeadline(pathname) {
    const startedIn = generation;
    const warm = thread?.version === remotes.version() && thread.rendered;
    const deadlineMs = warm ? RENDER_DEADLINE_MS : NEW_THREAD_DEADLINE_MS;
    try {
      const page = await queue.withDeadline(() => callThread('render', { pathname, deadlineMs }), deadlineMs);
      // A route the server does not render (the admin) answers undefined; a 404 is never kept.
      if (startedIn === generation && page && page.status !== 404 && staleMs > 0) pages.set(pathname, { renderedAt: Date.now(), page });
      else if (startedIn === generation) pages.delete(pathname);
      return page ?? { fallback: 'not-rendered' };
    } catch (error) {
      const known = pages.get(pathname);
      // A page still young enough keeps being served; otherwise none, until the back-off ends.
      if (!known || Date.now() - known.renderedAt >= staleMs) {
        pages.delete(pathname);
        failedUntil.set(pathname, error ?? 'failed');
      }
      return { fallback: error?.reason ?? 'error', error };
    } finally {
      // Its code had the long deadline to load: later renders get the usual one, whatever this one did.
      if (thread) thread.rendered = true;
    }
  }

  const renderOnceAtATime = (pathname) => queue.once(pathname, () => renderWithDeadline(pathname));

  return {
    /**
     * The rendered page at `pathname` ({ status, html, cache: hit, stale or miss }), or why it is
     * to be served unrendered ({ fallback: off, backoff, deadline, remote, error or not-rendered, error? }).
     * @returns {Promise<{ status: number, html: string, cache: string } | { fallback: string, error?: unknown }>}
     */
    async render(pathname) {
      if (!template) return { fallback: 'off' };
      const known = pages.get(pathname);
      const age = Date.now() - (known?.renderedAt ?? 0);
      if (known && age < cacheMs) return { ...known.page, cache: 'hit' };
      if (known && age < staleMs) {
        // Served at once while a fresh copy renders for the next visitor.
        void renderOnceAtATime(pathname);
        return { ...known.page, cache: 'stale' };
      }
      if (failedUntil.has(pathname)) return { fallback: 'backoff', error: failedUntil.get(pathname) };
      const page = await renderOnceAtATime(pathname);
      return 'fallback' in page ? page : { ...page, cache: 'miss' };
    },

    /** Drops every kept page: content was published, and the next visitor gets it rendered afresh. */
    forgetPages() {
      generation += 1;
      pages.clear();
      queue.forget();
      failedUntil.clear();
    },

    /**
     * The host entry's exports for the page server: its values, and its functions called in the
     * render thread, each with its arguments and, last, a deadline in ms in place of the AbortSignal.
     * @returns {Promise<Record<string, any>>}
     */
    async hostEntry() {
      const exported = await callThread('exports', {});
      return Object.fromEntries(
        Object.entries(exported).map(([name, { isFunction, value }]) => [name, isFunction ? (...args) => callThread('entry', { name, args: args.slice(0, -1), deadlineMs: args.at(-1) }) : value]),
      );
    },

    /** Why each remote's server entry does not load within `deadlineMs`, by remote (/readyz). @param {number} deadlineMs */
    loadRemotes: (deadlineMs) => callThread('loadRemotes', { deadlineMs }),

    /** Renders the home page ahead of the first visitor: a first render also loads the code. */
    async warmUp() {
      if (!template) return;
      const home = await renderWithDeadline('/');
      if ('fallback' in home) log(`server rendering warm-up: ${message(home.error ?? home.fallback)}`);
    },

    close: () => thread?.worker.terminate(),
  };
}
