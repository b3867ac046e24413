// The static server's own decisions: a route whose row is missing is a 404, a database that is
// down or failing never turns a page into an error, and files get ranges, ETags and caching.
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './serve-static.mjs';

const SITE_PORT = 5291;
const REST_PORT = 5292;
const site = `http://localhost:${SITE_PORT}`;

let rest: Server;
let restAnswer: (slug: string) => { status: number; body: unknown } = () => ({ status: 200, body: [] });
let stop: () => Promise<void>;
const restQueries: string[] = [];
let dist: string;

beforeAll(async () => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), 'serve-static-')), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'case-studies/_slug'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<title>Home</title>');
  writeFileSync(path.join(dist, 'case-studies/_slug/index.html'), '<link rel="canonical" href="%P%">');
  writeFileSync(path.join(dist, '404.html'), '<title>Page Not Found</title>');
  writeFileSync(path.join(dist, 'assets/app-AbCdEfGh12.js'), 'console.log("hashed");'.repeat(50));
  writeFileSync(path.join(dist, 'video.mp4'), Buffer.alloc(4096, 7));
  writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({
      pathToken: '%P%',
      routes: [
        { pattern: '/', file: 'index.html' },
        { pattern: '/case-studies/:slug', file: 'case-studies/_slug/index.html', rowLookup: { table: 'case_studies', column: 'slug', param: 'slug' } },
      ],
    }),
  );

  rest = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://rest');
    restQueries.push(`${url.pathname}?${url.searchParams.toString()} ${req.headers.apikey}`);
    const { status, body } = restAnswer(url.searchParams.get('slug')?.replace(/^eq\./, '') ?? '');
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => rest.listen(REST_PORT, resolve));
  process.env.VITE_SUPABASE_URL = `http://127.0.0.1:${REST_PORT}`;
  process.env.VITE_SUPABASE_ANON_KEY = 'anon-key';
  ({ close: stop } = await startStaticServer({ root: dist, port: SITE_PORT, quiet: true }));
});

afterAll(async () => {
  await stop?.();
  await new Promise((resolve) => rest?.close(resolve));
});

describe('route HTML with a row behind it', () => {
  it('is 200 when the row exists and 404 when it does not, asking the REST API as a visitor', async () => {
    restAnswer = (slug) => ({ status: 200, body: slug === 'known' ? [{ slug }] : [] });
    const known = await fetch(`${site}/case-studies/known`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('href="/case-studies/known"');
    const unknown = await fetch(`${site}/case-studies/unknown`);
    expect(unknown.status).toBe(404);
    // The page's own HTML, so the client shows the not-found view with the site around it.
    expect(await unknown.text()).toContain('href="/case-studies/unknown"');
    expect(restQueries.at(-1)).toBe('/rest/v1/case_studies?select=slug&slug=eq.unknown&limit=1 anon-key');
  });

  it('is served with 200 when the database fails or is down, never 500', async () => {
    restAnswer = () => ({ status: 500, body: { message: 'boom' } });
    expect((await fetch(`${site}/case-studies/anything`)).status).toBe(200);
    // A second server whose database address answers nothing at all.
    process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:9';
    const down = await startStaticServer({ root: dist, port: SITE_PORT + 10, quiet: true });
    try {
      expect((await fetch(`http://localhost:${SITE_PORT + 10}/case-studies/anything`)).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('files', () => {
  it('answers byte ranges with 206 and revalidates with ETags', async () => {
    const part = await fetch(`${site}/video.mp4`, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/4096');
    expect((await part.arrayBuffer()).byteLength).toBe(1000);
    const etag = (await fetch(`${site}/video.mp4`)).headers.get('etag');
    expect((await fetch(`${site}/video.mp4`, { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304);
  });

  it('caches hashed assets for a year and sends them gzip-compressed', async () => {
    const asset = await fetch(`${site}/assets/app-AbCdEfGh12.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('console.log("hashed")');
    expect((await fetch(`${site}/video.mp4`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    const missing = await fetch(`${site}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });
});
