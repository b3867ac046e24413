// The page server's own decisions, on a small build of its own (testing/fake-build.ts).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer } from './page-server.mjs';
import { MAX_PATH_LENGTH } from './request-path.mjs';
import { scriptHash } from './security-headers.mjs';
import { build, CONTENT_VERSION_GLOBAL, EARLY_SCRIPT, LANDING_SCRIPT, SUPABASE } from './testing/fake-build.ts';

let base: string;
let lines: string[] = [];
let server: Awaited<ReturnType<typeof startPageServer>>;

const start = (dist: string) =>
  startPageServer({
    root: dist,
    port: 0,
    supabase: { url: SUPABASE },
    ssr: { entry: path.join(dist, '../dist-server/entry-server.mjs') },
    log: (line) => lines.push(line),
    // The fake entry fails every route but a few by design; its warnings would only clutter the run.
    warn: () => undefined,
  });

beforeAll(async () => {
  const dist = build();
  server = await start(dist);
  base = `http://localhost:${server.port}`;
});

afterAll(async () => {
  await server?.close();
});

describe('pages', () => {
  it('renders on the server and says so in one log line per request', async () => {
    lines = [];
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Rendered</title>');
    await fetch(`${base}/`);
    const home = () => lines.filter((line) => line.startsWith('GET / '));
    await expect.poll(() => home().length).toBe(2);
    expect(home()[0]).toMatch(/^GET \/ 200 \d+\.\dms cache=(miss|hit)$/);
    expect(home()[1]).toMatch(/^GET \/ 200 \d+\.\dms cache=hit$/);
  });

  it('serves a publish to the next visitor within seconds: a moved content version drops the kept pages', async () => {
    const served = async () => (await (await fetch(`${base}/`)).text()).match(/content (\d+)/)?.[1];
    const before = await served();
    expect(await served()).toBe(before);
    Object.assign(globalThis, { [CONTENT_VERSION_GLOBAL]: Number(before) + 1 });
    await expect.poll(served, { timeout: 3000, interval: 100 }).toBe(String(Number(before) + 1));
  });

  it('renders a 404 afresh every time: made-up paths are never kept one by one', async () => {
    lines = [];
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${base}/gone/x`)).status).toBe(404);
    const gone = () => lines.filter((line) => line.startsWith('GET /gone/x '));
    await expect.poll(() => gone().length).toBe(2);
    expect(gone().map((line) => line.split(' ').at(-1))).toEqual(['cache=miss', 'cache=miss']);
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
    await expect.poll(() => lines.filter((line) => line.startsWith('GET /healthz '))).toEqual([expect.stringMatching(/^GET \/healthz 200 \d+\.\dms cache=none$/)]);
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
