import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../start.ts';

// A function that reads its environment before and after yielding to other requests.
const ECHO_ENV = `
export default async function handler(req) {
  if (req.headers.has('x-echo-address')) return new Response(req.headers.get('x-forwarded-for'));
  const before = process.env.SUPABASE_URL;
  await new Promise((resolve) => setTimeout(resolve, 50));
  return new Response(JSON.stringify({ before, after: process.env.SUPABASE_URL, key: process.env.SUPABASE_ANON_KEY }), {
    headers: { 'content-type': 'application/json' },
  });
}
`;

let projectDir: string;
let servers: LocalSupabase[] = [];
const processUrl = process.env.SUPABASE_URL;

beforeAll(async () => {
  projectDir = mkdtempSync(path.join(os.tmpdir(), 'functions-env-'));
  mkdirSync(path.join(projectDir, 'migrations'));
  mkdirSync(path.join(projectDir, 'functions/echo-env'), { recursive: true });
  writeFileSync(path.join(projectDir, 'functions/echo-env/index.ts'), ECHO_ENV);
  servers = await Promise.all([startLocalSupabase({ supabaseDir: projectDir }), startLocalSupabase({ supabaseDir: projectDir })]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(projectDir, { recursive: true, force: true });
});

describe('function environment', () => {
  it('gives each server its own URL and keys, even for requests running at the same time', async () => {
    const calls = servers.flatMap((server) =>
      Array.from({ length: 5 }, async () => {
        const response = await fetch(`${server.url}/functions/v1/echo-env`, { method: 'POST', headers: { apikey: server.anonKey } });
        return { server, body: (await response.json()) as Record<string, string> };
      }),
    );
    for (const { server, body } of await Promise.all(calls)) {
      expect(body).toEqual({ before: server.url, after: server.url, key: server.anonKey });
    }
  });

  it('tells a function the socket address, never what the client wrote in X-Forwarded-For', async () => {
    const [server] = servers;
    const response = await fetch(`${server?.url}/functions/v1/echo-env`, {
      method: 'POST',
      headers: { apikey: server?.anonKey ?? '', 'x-echo-address': '1', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(await response.text()).toBe('127.0.0.1');
  });

  it('leaves the process environment itself alone', () => {
    expect(process.env.SUPABASE_URL).toBe(processUrl);
  });
});
