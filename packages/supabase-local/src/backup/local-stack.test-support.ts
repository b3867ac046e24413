// Test-only: stacks of a test's own on data dirs of its own, and what a person does with them
// (staff accounts, sign-in) as supabase-js does it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach } from 'vitest';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '../start.ts';
import { makeClient } from '../testing/backend.ts';

const dirs: string[] = [];
const stacks: LocalSupabase[] = [];
afterEach(async () => {
  for (const stack of stacks.splice(0)) await stack.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder removed after the test; PostgreSQL's unprivileged user can reach a data dir made here. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vaani-backup-test-'));
  dirs.push(dir);
  return dir;
}

/** A stack on `dataDir` with its own PostgreSQL (not the test run's shared one), stopped after the test. */
export async function startStack(dataDir: string, dbPort: number, options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const stack = await startLocalSupabase({ dataDir, port: 0, dbPort, databaseUrl: '', ...options });
  stacks.push(stack);
  return stack;
}

export const client = (stack: LocalSupabase, key: string) => makeClient(stack.url, key);

export const STAFF = [
  { email: 'owner@example.in', password: 'owner-pass-2026', role: 'admin' },
  { email: 'writer@example.in', password: 'writer-pass-2026', role: 'editor' },
];

export async function addStaff(stack: LocalSupabase): Promise<void> {
  const service = client(stack, stack.serviceKey);
  for (const person of STAFF) {
    const { data, error } = await service.auth.admin.createUser({ email: person.email, password: person.password, email_confirm: true });
    if (error) throw error;
    const granted = await service.from('user_roles').insert({ user_id: data.user.id, role: person.role });
    if (granted.error) throw new Error(granted.error.message);
  }
}

/** Signs in with the password and answers the role the database gives that person. */
export async function signInRole(stack: LocalSupabase, email: string, password: string): Promise<string | undefined> {
  const person = client(stack, stack.anonKey);
  const { data, error } = await person.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign in ${email}: ${error.message}`);
  const { data: roles } = await person.from('user_roles').select('role').eq('user_id', data.user.id);
  return (roles as { role: string }[] | null)?.[0]?.role;
}

/** Every row of `tables` as JSON objects, read as the superuser of the data dir's PostgreSQL on `port`. */
export async function tableRows(dataDir: string, port: number, tables: string[]): Promise<Record<string, Record<string, unknown>[]>> {
  const { dbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { dbPassword: string };
  const db = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(dbPassword)}@127.0.0.1:${port}/postgres` });
  await db.connect();
  try {
    const all: Record<string, Record<string, unknown>[]> = {};
    for (const table of tables) all[table] = (await db.query<{ row: Record<string, unknown> }>(`select row_to_json(t) as row from ${table} t order by t::text`)).rows.map((row) => row.row);
    return all;
  } finally {
    await db.end();
  }
}
