// Test accounts for the sign-in flows, created against the Supabase the site points at. The admin
// comes from the local server's own `create-admin` command; the plain user is created through the
// same GoTrue admin API hosted Supabase offers, with the service key of the local data dir (or
// SUPABASE_SERVICE_ROLE_KEY when the tests run against another project).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localEnvValue } from '../../../scripts/local-env.mjs';

export const ADMIN = { email: 'e2e-admin@vaani.local', password: 'e2e-admin-password-1' };
export const MEMBER = { email: 'e2e-member@vaani.local', password: 'e2e-member-password-1' };

const BIN = 'packages/supabase-local/bin/supabase-local.mjs';
const DATA_DIR = process.env.SUPABASE_LOCAL_DATA_DIR ?? '.data';

export const supabaseUrl = () => localEnvValue('VITE_SUPABASE_URL') ?? 'http://127.0.0.1:54321';

export function serviceKey(): string {
  if (process.env.SUPABASE_SERVICE_ROLE_KEY) return process.env.SUPABASE_SERVICE_ROLE_KEY;
  return (JSON.parse(readFileSync(path.join(DATA_DIR, 'keys.json'), 'utf8')) as { serviceKey: string }).serviceKey;
}

export function ensureAdmin(): void {
  execFileSync('node', [BIN, 'create-admin', ADMIN.email, ADMIN.password], { stdio: 'pipe' });
}

/** Creates the signed-in-but-not-admin user, or resets its password if it already exists. */
export async function ensureMember(): Promise<void> {
  const key = serviceKey();
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  const users = `${supabaseUrl()}/auth/v1/admin/users`;
  const created = await fetch(users, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password, email_confirm: true }),
  });
  if (created.ok) return;
  const list = (await (await fetch(users, { headers })).json()) as { users: { id: string; email: string }[] };
  const existing = list.users.find((user) => user.email === MEMBER.email);
  if (!existing) throw new Error(`Could not create ${MEMBER.email}: ${created.status} ${await created.text()}`);
  const updated = await fetch(`${users}/${existing.id}`, { method: 'PUT', headers, body: JSON.stringify({ password: MEMBER.password }) });
  if (!updated.ok) throw new Error(`Could not reset ${MEMBER.email}: ${updated.status}`);
}
