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

export const EDITOR = { email: 'e2e-editor@vaani.local', password: 'e2e-editor-password-1' };
export const SALES = { email: 'e2e-sales@vaani.local', password: 'e2e-sales-password-1' };

const serviceHeaders = () => {
  const key = serviceKey();
  return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
};

/** Creates the account, or resets its password if it already exists; answers its id. */
async function ensureAccount({ email, password }: { email: string; password: string }): Promise<string> {
  const headers = serviceHeaders();
  const users = `${supabaseUrl()}/auth/v1/admin/users`;
  const created = await fetch(users, { method: 'POST', headers, body: JSON.stringify({ email, password, email_confirm: true }) });
  if (created.ok) return ((await created.json()) as { id: string }).id;
  const list = (await (await fetch(users, { headers })).json()) as { users: { id: string; email: string }[] };
  const existing = list.users.find((user) => user.email === email);
  if (!existing) throw new Error(`Could not create ${email}: ${created.status} ${await created.text()}`);
  const updated = await fetch(`${users}/${existing.id}`, { method: 'PUT', headers, body: JSON.stringify({ password }) });
  if (!updated.ok) throw new Error(`Could not reset ${email}: ${updated.status}`);
  return existing.id;
}

/** Creates the signed-in-but-not-admin user, or resets its password if it already exists. */
export async function ensureMember(): Promise<void> {
  await ensureAccount(MEMBER);
}

/** An account holding one staff role, granted with the service key as an operator would. */
export async function ensureStaff(account: { email: string; password: string }, role: 'editor' | 'sales'): Promise<void> {
  const userId = await ensureAccount(account);
  const granted = await fetch(`${supabaseUrl()}/rest/v1/user_roles?on_conflict=user_id,role`, {
    method: 'POST',
    headers: { ...serviceHeaders(), Prefer: 'resolution=ignore-duplicates,return=minimal' },
    body: JSON.stringify({ user_id: userId, role }),
  });
  if (!granted.ok) throw new Error(`Could not grant ${role} to ${account.email}: ${granted.status} ${await granted.text()}`);
}
