// A bounded, seeded fuzz of the local gateway and of the page server (loopback only): a few
// thousand requests built from hostile pieces (paths, percent-escapes, headers, JSON bodies,
// upload metadata) must each get an answer below 500 that reflects no markup, and memory must stay
// bounded. The seed is in the test's name, so a finding replays exactly (FUZZ_SEED=...).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startPageServer } from '../../host/server/page-server.mjs';
import { build, SUPABASE } from '../../host/server/testing/fake-build.ts';
import { backendForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REQUESTS = 2500;
const MARKUP = '<x-fuzz onmouseover=1>';

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PATHS = [
  '/rest/v1/key_features', '/rest/v1/case_studies', '/rest/v1/site_settings', '/rest/v1/leads', '/rest/v1/rpc/get_public_media',
  '/rest/v1/rpc/has_role', '/auth/v1/token', '/auth/v1/user', '/auth/v1/signup', '/auth/v1/logout', '/storage/v1/object/images',
  '/storage/v1/object/public/images', '/storage/v1/object/list/images', '/storage/v1/upload/resumable', '/functions/v1/no-such',
  '/health', '/', '/rest/v2/x',
];
const SEGMENTS = ['', 'x', '..', '%2e%2e', '%ff', '%', '%E0%A4', '%00', '.resumable', encodeURIComponent(MARKUP), 'a'.repeat(300), '%F0%9F%98%80', '?', '#'];
const QUERIES = ['', 'select=*', 'select=id,', 'id=eq.%ff', `title=eq.${encodeURIComponent(MARKUP)}`, 'order=x.y.z', 'limit=-1', 'or=(a.eq.1', 'grant_type=password', 'grant_type=%', 'select=*,x(*)', 'x=in.("a'];
const METHODS = ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS'];
const CONTENT_TYPES = ['application/json', 'text/plain', 'multipart/form-data; boundary=zz', 'image/png, text/html', 'application/json; charset=latin1', ''];
const STRINGS = ['', MARKUP, '\u0000', '\ud800', 'a'.repeat(5000), 'null', '%ff', "' or 1=1 --", '\r\nX-Injected: 1'];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function jsonValue(next: () => number, depth = 0): unknown {
  const kind = Math.floor(next() * (depth > 3 ? 4 : 7));
  if (kind === 0) return pick(next, STRINGS);
  if (kind === 1) return Math.floor(next() * 1e9) * (next() < 0.5 ? -1 : 1);
  if (kind === 2) return next() < 0.5;
  if (kind === 3) return null;
  if (kind === 4) return Array.from({ length: Math.floor(next() * 4) }, () => jsonValue(next, depth + 1));
  if (kind === 5) return `${'['.repeat(70 + Math.floor(next() * 5000))}`;
  return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [pick(next, STRINGS), jsonValue(next, depth + 1)]));
}

function body(next: () => number): string | undefined {
  const roll = next();
  if (roll < 0.2) return undefined;
  if (roll < 0.3) return `${'{"a":'.repeat(200 + Math.floor(next() * 4000))}1`;
  if (roll < 0.4) return pick(next, STRINGS);
  const value = jsonValue(next);
  return typeof value === 'string' && value.startsWith('[') ? value : JSON.stringify(value);
}

function request(next: () => number): Sent {
  const { anonKey, serviceKey } = backend().server;
  const path = [pick(next, PATHS), ...Array.from({ length: Math.floor(next() * 3) }, () => pick(next, SEGMENTS))].join('/');
  const query = pick(next, QUERIES);
  const method = pick(next, METHODS);
  const headers: Record<string, string> = {};
  const key = next();
  if (key < 0.7) headers.apikey = key < 0.1 ? serviceKey : anonKey;
  else if (key < 0.8) headers.apikey = `${anonKey.slice(0, -4)}AAAA`;
  if (next() < 0.3) headers.authorization = `Bearer ${pick(next, [anonKey, 'x.y.z', '', MARKUP.replace(/[<>= ]/g, '')])}`;
  const type = pick(next, CONTENT_TYPES);
  if (type) headers['content-type'] = type;
  if (next() < 0.2) headers.range = pick(next, ['bytes=0-1', 'bytes=-0', 'bytes=9-1', 'bytes=a-b', 'bytes=0-1,2-3']);
  if (next() < 0.2) headers.prefer = pick(next, ['return=representation', 'count=exact', 'tx=rollback', 'resolution=merge-duplicates', 'x']);
  if (path.includes('resumable') && next() < 0.7) {
    headers['tus-resumable'] = '1.0.0';
    headers['upload-length'] = pick(next, ['1', '0', '-1', '99999999999', 'x']);
    const metadata = { bucketName: pick(next, ['images', '.resumable', '../x', '']), objectName: pick(next, ['a.png', '../a.png', MARKUP]), contentType: pick(next, CONTENT_TYPES), cacheControl: pick(next, ['3600', 'no-store', 'a\tb']) };
    headers['upload-metadata'] = Object.entries(metadata)
      .map(([name, value]) => `${name} ${Buffer.from(value).toString('base64')}`)
      .join(',');
  }
  const sent = method === 'GET' || method === 'HEAD' ? undefined : body(next);
  return { url: `${backend().server.url}${path}${query ? `?${query}` : ''}`, method, headers, body: sent };
}

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** Sends every request; the findings are the 5xx answers, failed connections and reflected markup. */
async function fuzz(requests: Sent[]) {
  const findings: string[] = [];
  const statuses = new Set<number>();
  for (const [i, spec] of requests.entries()) {
    let response: Response;
    try {
      response = await fetch(spec.url, { method: spec.method, headers: spec.headers, body: spec.body });
    } catch (error) {
      // A header value fetch itself refuses never reaches the server.
      if (error instanceof TypeError && !/fetch failed/.test(error.message)) continue;
      findings.push(`#${i} ${spec.method} ${spec.url.slice(0, 120)}: ${(error as Error).message}`);
      continue;
    }
    const text = await response.text();
    statuses.add(response.status);
    if (response.status >= 500) findings.push(`#${i} ${spec.method} ${spec.url.slice(0, 120)} → ${response.status} ${text.slice(0, 200)}`);
    if (/html/.test(response.headers.get('content-type') ?? '') && text.includes(MARKUP)) findings.push(`#${i} reflected markup`);
  }
  return { findings, statuses };
}

const MB = 1024 * 1024;

describe(`fuzzing (seed ${SEED})`, () => {
  it(`the gateway answers ${REQUESTS} hostile requests below 500, reflecting no markup, in bounded memory`, async () => {
    const next = random(SEED);
    const requests = Array.from({ length: REQUESTS }, () => request(next));
    // The first half warms up (compiled code, pools, caches, a young generation grown to size);
    // what the second half adds is what requests leave behind.
    const first = await fuzz(requests.slice(0, REQUESTS / 2));
    const rssWarm = process.memoryUsage().rss;
    const second = await fuzz(requests.slice(REQUESTS / 2));
    const findings = [...first.findings, ...second.findings];
    const statuses = new Set([...first.statuses, ...second.statuses]);
    expect(findings).toEqual([]);
    // The requests reached every layer: refusals, successes and not-founds all came back.
    expect([...statuses].some((status) => status < 300) && statuses.has(400) && statuses.has(404)).toBe(true);
    // The gateway runs in this process: what it keeps per request must not pile up.
    expect(process.memoryUsage().rss - rssWarm).toBeLessThan(100 * MB);
  }, 300_000);

  it(`the page server answers ${REQUESTS} hostile requests below 500, reflecting no markup`, async () => {
    const next = random(SEED + 1);
    const dist = build();
    const server = await startPageServer({
      root: dist,
      port: 0,
      supabase: { url: SUPABASE },
      ssr: { entry: path.join(dist, '../dist-server/entry-server.mjs') },
    });
    try {
      const base = `http://localhost:${server.port}`;
      const pagePaths = ['/', '/case-studies', '/case-studies/known', '/gone', '/assets/app-AbCdEfGh12.js', '/video.mp4', '/admin', '/healthz', '/remotes.json'];
      const requests = Array.from({ length: REQUESTS }, (): Sent => {
        const target = [pick(next, pagePaths), ...Array.from({ length: Math.floor(next() * 3) }, () => pick(next, SEGMENTS))].join('/');
        const headers: Record<string, string> = {};
        if (next() < 0.3) headers.range = pick(next, ['bytes=0-1', 'bytes=-0', 'bytes=9-1', 'bytes=a-b', 'bytes=0-1,2-3', 'bytes=99999-']);
        if (next() < 0.3) headers['if-none-match'] = pick(next, ['*', '"x"', MARKUP]);
        if (next() < 0.3) headers['accept-encoding'] = pick(next, ['gzip', 'br', 'x, gzip;q=0']);
        const query = pick(next, QUERIES);
        return { url: `${base}${target}${query ? `?${query}` : ''}`, method: pick(next, ['GET', 'HEAD', 'GET', 'POST', 'OPTIONS']), headers };
      });
      const { findings, statuses } = await fuzz(requests);
      expect(findings).toEqual([]);
      expect([200, 400, 404, 405].every((status) => statuses.has(status))).toBe(true);
    } finally {
      await server.close();
    }
  }, 300_000);
});
