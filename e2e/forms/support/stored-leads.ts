// Reads what the lead pipeline stored, with the service key of the local data dir (or
// SUPABASE_SERVICE_ROLE_KEY against another project): the browser tests check the database, not
// only what the page says, to prove a lead was stored exactly once.
import type { Page } from '@playwright/test';
import { serviceKey, supabaseUrl } from '../../auth/support/users.ts';

/** How many leads of `sheet` hold `value` in data.`field`. */
export async function storedLeads(sheet: string, field: string, value: string): Promise<number> {
  const key = serviceKey();
  const url = `${supabaseUrl()}/rest/v1/leads?select=data&sheet_name=eq.${sheet}`;
  const response = await fetch(url, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
  if (!response.ok) throw new Error(`reading leads failed: ${response.status}`);
  const rows = (await response.json()) as { data: Record<string, string> }[];
  return rows.filter((row) => row.data[field] === value).length;
}

/** An address no other run used, so every test reads only its own leads. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@mail.com`;

export const SAVE_LEAD = '**/functions/v1/save_lead';

/** The leads the browser's outbox still has to deliver. */
export const outboxSize = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('vaani:lead-outbox') ?? '[]') as { deliveredAt?: number }[]).filter((entry) => !entry.deliveredAt).length,
  );

const ATTRIBUTION_COLUMNS = 'landing_page,referrer,page,opener,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,request_origin';

/** The named columns of the lead of `email` (the first one stored), or null when there is none. */
export async function storedColumns(email: string, columns: string): Promise<Record<string, string | null> | null> {
  const key = serviceKey();
  const url = `${supabaseUrl()}/rest/v1/leads?select=${columns}&data->>email=eq.${encodeURIComponent(email)}&order=created_at`;
  const response = await fetch(url, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
  if (!response.ok) throw new Error(`reading leads failed: ${response.status}`);
  const rows = (await response.json()) as Record<string, string | null>[];
  return rows[0] ?? null;
}

/** Where the lead of `email` came from, as stored in its attribution columns (null when absent). */
export const storedAttribution = (email: string) => storedColumns(email, ATTRIBUTION_COLUMNS);
