// Publishes site settings the way the admin does: signed in as an admin through the same auth and
// REST paths hosted Supabase offers, so row-level security decides as it would in production.
import { ADMIN, ensureAdmin } from '../auth/support/users.ts';
import { localSupabase } from './local-supabase.ts';

/** The site every spec opens by default (playwright.config.ts baseURL). */
const SITE_URL = 'http://localhost:5173/';

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
  await seenBySite();
}

/**
 * Waits until the site's page server has seen the publish (it reads content_version about once a
 * second and then drops the pages it keeps), so the next page a test opens is the published one.
 */
async function seenBySite(): Promise<void> {
  const version = await fetch(`${localSupabase().url}/rest/v1/content_version?select=version`, { headers: await adminHeaders() });
  const [row] = (await version.json()) as { version: number }[];
  const published = row?.version ?? 0;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const served = await fetch(SITE_URL).catch(() => undefined);
    // No site running (a spec with hosts of its own): nothing keeps an older page.
    const seen = served?.headers.get('x-content-version');
    await served?.body?.cancel();
    if (!seen || Number(seen) >= published) return;
    if (Date.now() > deadline) throw new Error(`the site still serves content version ${seen}, published ${published}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
