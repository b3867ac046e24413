// Settings of config.toml that hosted Supabase applies: max_rows, the refresh-token reuse
// interval and the session inactivity timeout. A server on a copy of this project with small
// values shows each one at work.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalSupabase, type LocalSupabase } from '@vaani/supabase-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '@vaani/supabase-local/testing/backend';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = `
[api]
max_rows = 3

[auth]
refresh_token_reuse_interval = 1

[auth.sessions]
inactivity_timeout = "3s"
`;

let server: LocalSupabase;
let projectDir: string;
const email = 'parity@example.in';
const password = 'parity-password-1';

beforeAll(async () => {
  projectDir = mkdtempSync(path.join(os.tmpdir(), 'config-parity-'));
  for (const name of ['migrations', 'seed.sql', 'functions']) symlinkSync(path.join(SUPABASE_DIR, name), path.join(projectDir, name));
  writeFileSync(path.join(projectDir, 'config.toml'), CONFIG);
  server = await startLocalSupabase({ supabaseDir: projectDir });
  const service = makeClient(server.url, server.serviceKey);
  const { error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(projectDir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refresh(token: string) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function signIn() {
  const { data, error } = await makeClient(server.url, server.anonKey).auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

describe('config.toml parity', () => {
  it('answers no more than max_rows rows, whatever limit is asked', async () => {
    const headers = { apikey: server.anonKey };
    const all = await fetch(`${server.url}/rest/v1/key_features?select=id&is_active=eq.true`, { headers });
    expect(((await all.json()) as unknown[]).length).toBe(3);
    expect(all.headers.get('content-range')).toBe('0-2/*');
    const asked = await fetch(`${server.url}/rest/v1/key_features?select=id&limit=50`, { headers });
    expect(((await asked.json()) as unknown[]).length).toBe(3);
    const rpc = await fetch(`${server.url}/rest/v1/rpc/get_public_case_studies`, { headers });
    expect(((await rpc.json()) as unknown[]).length).toBeLessThanOrEqual(3);
  });

  it('revokes the whole session when a spent refresh token comes back after the reuse interval', async () => {
    const session = await signIn();
    const first = session.refresh_token;
    const second = await refresh(first);
    expect(second.status).toBe(200);
    const soon = await refresh(first);
    expect(soon.status).toBe(400);
    expect(soon.body.error_code).toBe('refresh_token_already_used');
    await wait(1500);
    const late = await refresh(first);
    expect(late.status).toBe(400);
    const newest = await refresh(second.body.refresh_token ?? '');
    expect(newest.status).toBe(400);
    const user = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${second.body.access_token}` } });
    expect(user.status).toBe(403);
  });

  it('expires a refresh token left unused past the inactivity timeout', async () => {
    const session = await signIn();
    await wait(3500);
    const expired = await refresh(session.refresh_token);
    expect(expired.status).toBe(400);
    expect(expired.body.error_code).toBe('session_expired');
  }, 15_000);
});
