// Publishes site settings the way the admin does: signed in as an admin through the same auth and
// REST paths hosted Supabase offers, so row-level security decides as it would in production.
import { ADMIN, ensureAdmin } from '../auth/support/users.ts';
import { localSupabase } from './local-supabase.ts';

let headers: Promise<Record<string, string>> | undefined;

// One sign-in per test run: creating the admin and signing in for every write is slow and, on a
// busy machine, races the server's own connection handling.
const adminHeaders = () => (headers ??= signInAsAdmin());

async function signInAsAdmin(): Promise<Record<string, string>> {
  ensureAdmin();
  const { url, anonKey: apikey } = localSupabase();
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return { apikey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

export interface SiteSettingsRow {
  config: Record<string, unknown>;
  section_order: unknown[];
}

const settingsUrl = () => `${localSupabase().url}/rest/v1/site_settings?id=eq.true`;

export async function readPublished(): Promise<SiteSettingsRow> {
  const response = await fetch(`${settingsUrl()}&select=config,section_order`, { headers: await adminHeaders() });
  const [row] = (await response.json()) as SiteSettingsRow[];
  return row ?? { config: {}, section_order: [] };
}

/** Writes the published row (upserting it, as the seed may not have run). */
export async function publish(row: SiteSettingsRow): Promise<void> {
  const response = await fetch(`${localSupabase().url}/rest/v1/site_settings?on_conflict=id`, {
    method: 'POST',
    headers: { ...(await adminHeaders()), Prefer: 'resolution=merge-duplicates,return=minimal' },
    body: JSON.stringify({ id: true, ...row }),
  });
  if (!response.ok) throw new Error(`publishing site settings failed: ${response.status} ${await response.text()}`);
}
