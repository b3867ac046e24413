// The page server's own decisions, on a small build of its own (testing/fake-build.ts).
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer } from './page-server.mjs';
import { MAX_PATH_LENGTH } from './request-path.mjs';
import { scriptHash } from './security-headers.mjs';
import { build, EARLY_SCRIPT, LANDING_SCRIPT, setFakeDatabase, SUPABASE } from './testing/fake-build.ts';

let base: string;
let dist: string;
type Line = { requestId: string; method: string; route: string; path: string; status: number; ms: number; cache?: string; render?: string; reason?: string; level: number; time: number };
let lines: Line[] = [];
let server: Awaited<ReturnType<typeof startPageServer>>;
const METRICS_TOKEN = 'test-metrics-token';

const start = (dist: string) =>
  startPageServer({
    root: dist,
    port: 0,
    supabase: { url: SUPABASE },
    ssr: { entry: path.join(dist, '../dist-server/entry-server.mjs') },
    // Every line is JSON; the requests' are kept (the fake entry's warnings would only clutter the run).
    logger: pino({ level: 'info' }, { write: (line: string) => void (JSON.parse(line).requestId && lines.push(JSON.parse(line))) }),
    metricsToken: METRICS_TOKEN,
  });

beforeAll(async () => {
  dist = build();
  server = await start(dist);
  base = `http://localhost:${server.port}`;
});

afterAll(async () => {
  await server?.close();
});

describe('pages', () => {
  it('renders on the server and says so in one JSON log line per request, with its request id', async () => {
    lines = [];
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Rendered</title>');
    const requestId = page.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${base}/`, { headers: { 'X-Request-Id': 'lb-trace-42' } });
    const home = () => lines.filter((line) => line.path === '/');
    await expect.poll(() => home().length).toBe(2);
    const fields = { method: 'GET', route: '/', path: '/', status: 200, render: 'served', ms: expect.any(Number), time: expect.any(Number) };
    expect(home()[0]).toMatchObject({ ...fields, requestId, cache: expect.stringMatching(/^(miss|hit)$/) });
    expect(home()[1]).toMatchObject({ ...fields, requestId: 'lb-trace-42', cache: 'hit' });
    // An id that is not one (too long, or with spaces) is replaced by a fresh one.
    const odd = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'x y' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves a publish to the next visitor within seconds: a moved content version drops the kept pages', async () => {
    const served = async () => (await (await fetch(`${base}/`)).text()).match(/content (\d+)/)?.[1];
    const before = await served();
    expect(await served()).toBe(before);
    setFakeDatabase(dist, { version: Number(before) + 1 });
    await expect.poll(served, { timeout: 3000, interval: 100 }).toBe(String(Number(before) + 1));
  });

  it('renders a 404 afresh every time: made-up paths are never kept one by one', async () => {
    lines = [];
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${base}/gone/x`)).status).toBe(404);
    const gone = () => lines.filter((line) => line.path === '/gone/x');
    await expect.poll(() => gone().length).toBe(2);
    expect(gone().map((line) => line.cache)).toEqual(['miss', 'miss']);
  });

  it('serves the route HTML when rendering fails: 200 when the row exists, 404 when not, 200 when the database fails', async () => {
    const known = await fetch(`${base}/case-studies/known`);
    expect(known.status).toBe(200);
    const html = await known.text();
    expect(html).toContain('href="/case-studies/known"');
    // The browser renders it alone, but the visit's landing is recorded before any of its scripts, as allowed.
    expect(html).toContain(`<head><script>${LANDING_SCRIPT}</script>`);
    expect(known.headers.get('content-security-policy')).toContain(scriptHash(LANDING_SCRIPT));
    expect((await fetch(`${base}/case-studies/unknown`)).status).toBe(404);
    expect((await fetch(`${base}/case-studies/broken`)).status).toBe(200);
    // Its log line says it fell back, and why.
    await expect.poll(() => lines.find((line) => line.path === '/case-studies/known')).toMatchObject({ route: '/case-studies/:slug', render: 'fallback', reason: expect.stringMatching(/^(error|backoff)$/) });
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });
});

describe('security headers', () => {
  it('sends a policy that runs no inline script but the early-tap script, and the usual headers everywhere', async () => {
    const page = await fetch(`${base}/`);
    const policy = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(scriptHash(EARLY_SCRIPT));
    expect(scriptSrc).toContain('http://localhost:5174');
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain(`connect-src 'self' ${SUPABASE} ws://127.0.0.1:54321`);
    expect(policy).toContain("object-src 'none'");
    // Frames: the default calendars and the one the admin published, nothing else.
    expect(policy).toContain("frame-src 'self' https://cal.com https://*.cal.com https://calendly.com https://*.calendly.com https://bookings.example.com");
    expect(policy).not.toContain('frame-ancestors');
    for (const response of [page, await fetch(`${base}/assets/app-AbCdEfGh12.js`), await fetch(`${base}/nope`)]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps /auth and /admin out of other sites’ frames', async () => {
    for (const pathname of ['/auth', '/admin/media']) {
      const page = await fetch(`${base}${pathname}`);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('malformed requests', () => {
  it('answers 414 past 2,048 characters and 400 for malformed percent-encoding, never 500', async () => {
    expect((await fetch(`${base}/case-studies/${'x'.repeat(MAX_PATH_LENGTH)}`)).status).toBe(414);
    expect((await fetch(`${base}/case-studies/${'x'.repeat(1900)}`)).status).toBe(404);
    for (const target of ['/%ff', '/%', '/case-studies/%E0%A4']) expect((await fetch(`${base}${target}`)).status, target).toBe(400);
    expect((await fetch(`${base}/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

describe('files', () => {
  it('answers byte ranges with 206 and revalidates with ETags', async () => {
    const part = await fetch(`${base}/video.mp4`, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/4096');
    expect((await part.arrayBuffer()).byteLength).toBe(1000);
    const etag = (await fetch(`${base}/video.mp4`)).headers.get('etag');
    expect((await fetch(`${base}/video.mp4`, { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304);
  });

  it('sends the whole file for a range it cannot serve as asked (reversed, suffix, several)', async () => {
    for (const range of ['bytes=9-1', 'bytes=-500', 'bytes=0-1,5-9', 'bytes=a-b']) {
      const whole = await fetch(`${base}/video.mp4`, { headers: { Range: range } });
      expect(whole.status, range).toBe(200);
      expect((await whole.arrayBuffer()).byteLength, range).toBe(4096);
    }
  });

  it('caches hashed assets for a year and sends them gzip-compressed, with CORS for the remotes', async () => {
    const asset = await fetch(`${base}/assets/app-AbCdEfGh12.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    expect(await asset.text()).toContain('console.log("hashed")');
    expect((await fetch(`${base}/video.mp4`)).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('operations', () => {
  it('answers /healthz, and logs it like any request', async () => {
    lines = [];
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // Lines of other tests' requests may still arrive: only this request's are read.
    await expect.poll(() => lines.filter((line) => line.path === '/healthz')).toEqual([expect.objectContaining({ route: '/healthz', status: 200 })]);
  });

  it('answers /readyz 503 with the reasons while the database is stopped, 200 once it is back', async () => {
    const ready = async () => {
      const response = await fetch(`${base}/readyz`);
      return { status: response.status, body: await response.json() };
    };
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    setFakeDatabase(dist, { down: true });
    try {
      await expect.poll(ready, { timeout: 5000, interval: 200 }).toMatchObject({
        status: 503,
        body: { status: 'not ready', reasons: expect.arrayContaining(['database: connect ECONNREFUSED 127.0.0.1:54322']) },
      });
    } finally {
      setFakeDatabase(dist, { down: false });
    }
    // Back within the content watch's next read (and the render of / past its back-off).
    await expect.poll(ready, { timeout: 10_000, interval: 200 }).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('serves /metrics in Prometheus text behind its token, counting a fallback when a remote is down', async () => {
    // A page server whose forms remote is down (nothing listens where its server entry should be).
    const down = await start(build('http://127.0.0.1:9/forms/server/entry.mjs'));
    try {
      const url = `http://localhost:${down.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
      const page = await fetch(`${url}/with-remote`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Home</title>');
      const scrape = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await scrape.text();
      // Prometheus' text format: each line empty, a comment (# HELP / # TYPE), or a sample: name{labels} value
      // (NaN and Inf in any case, as Prometheus reads floats).
      const sample = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.e+-]+|nan|[+-]?inf)$/i;
      const bad = text.trim().split('\n').filter((line) => line !== '' && !line.startsWith('# HELP ') && !line.startsWith('# TYPE ') && !sample.test(line));
      expect(bad).toEqual([]);
      expect(text).toContain('vaani_page_renders_total{outcome="fallback",reason="remote"} 1');
      expect(text).toMatch(/^vaani_http_request_duration_seconds_count\{route="\/with-remote",status="200"\} 1$/m);
      expect(text).toContain('vaani_remote_live_release{remote="forms",version="build"} 1');
      expect(text).toMatch(/^vaani_content_version_age_seconds \d/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    } finally {
      await down.close();
    }
  });

  it('stops gracefully: the request in flight finishes, new connections are refused', async () => {
    const second = await start(build());
    const url = `http://localhost:${second.port}`;
    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = second.close();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.text()).toContain('Rendered');
    await closed;
    await expect(fetch(`${url}/`)).rejects.toThrow();
  });
});
