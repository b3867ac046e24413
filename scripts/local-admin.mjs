// The embedded backend's local admin, created by `npm start` so a fresh clone can sign in without
// `create-admin`; start.mjs calls it only when the site points at the local server.
import { SUPABASE_BIN, localServiceKey } from './local-env.mjs';
import { run } from './run.mjs';

export const LOCAL_ADMIN = { email: 'admin@vaani.local', password: 'vaani-admin-2026' };

/** Creates the local admin when it does not exist yet; returns whether it was created now. */
export async function ensureLocalAdmin(supabaseUrl) {
  const key = localServiceKey();
  if (!key) return false;
  const response = await fetch(`${supabaseUrl}/auth/v1/admin/users`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
  if (!response.ok) throw new Error(`listing users failed: ${response.status}`);
  const { users } = await response.json();
  if (users.some((user) => user.email === LOCAL_ADMIN.email)) return false;
  run('local admin', 'node', [SUPABASE_BIN, 'create-admin', LOCAL_ADMIN.email, LOCAL_ADMIN.password]);
  return true;
}
