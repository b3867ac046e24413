// /metrics in Prometheus' text format (prom-client), for an operator's scraper. Each page server
// has its own registry (tests run several in one process).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RELEASED } from './releases.mjs';

/**
 * @param {{ content: { changedAt: () => number | undefined }, live?: { live: () => Record<string, { version: string }> } }} sources
 */
export function createMetrics({ content, live }) {
  const registers = [new Registry()];
  collectDefaultMetrics({ register: registers[0] });
  const requests = new Histogram({
    name: 'vaani_http_request_duration_seconds',
    help: 'Time to answer a request, by route (a page route pattern, file, or the endpoint) and status',
    labelNames: ['route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const renders = new Counter({
    name: 'vaani_page_renders_total',
    help: 'Pages served rendered on the server (outcome served) or for the browser to render (outcome fallback, by reason)',
    labelNames: ['outcome', 'reason'],
    registers,
  });
  const cache = { hit: 0, stale: 0, miss: 0 };
  new Gauge({
    name: 'vaani_page_cache_hit_ratio',
    help: 'Rendered pages served from the page cache (fresh or stale) over all rendered pages served, since start',
    registers,
    collect() {
      const all = cache.hit + cache.stale + cache.miss;
      if (all > 0) this.set((cache.hit + cache.stale) / all);
    },
  });
  new Gauge({
    name: 'vaani_content_version_age_seconds',
    help: 'Seconds since this instance saw the content version change (its first read counts)',
    registers,
    collect() {
      const at = content.changedAt();
      if (at !== undefined) this.set((Date.now() - at) / 1000);
    },
  });
  new Gauge({
    name: 'vaani_remote_live_release',
    help: "1 for the release of each remote this instance serves (version 'build': its plain build)",
    labelNames: ['remote', 'version'],
    registers,
    collect() {
      this.reset();
      const releases = live?.live() ?? {};
      for (const remote of RELEASED) this.set({ remote, version: releases[remote]?.version ?? 'build' }, 1);
    },
  });

  return {
    contentType: registers[0].contentType,
    text: () => registers[0].metrics(),
    /** One request answered: `page` when it was a page (its cache outcome, and fallback's reason when unrendered). */
    observe(route, status, seconds, page) {
      requests.observe({ route, status }, seconds);
      if (!page) return;
      if (page.fallback) renders.inc({ outcome: 'fallback', reason: page.fallback });
      else renders.inc({ outcome: 'served' });
      if (page.cache in cache) cache[page.cache] += 1;
    },
  };
}
