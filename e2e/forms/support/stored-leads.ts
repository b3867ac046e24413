// Reads what the lead pipeline stored, with the service key of the local data dir (or
// SUPABASE_SERVICE_ROLE_KEY against another project): the browser tests check the database, not
// only what the page says, to prove a lead was stored exactly once.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const DATA_DIR = process.env.SUPABASE_LOCAL_DATA_DIR ?? '.data';

function readDotEnv(name: string): string | undefined {
  if (!existsSync('.env.local')) return undefined;
  const line = readFileSync('.env.local', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim();
}

const supabaseUrl = () => process.env.VITE_SUPABASE_URL ?? readDotEnv('VITE_SUPABASE_URL') ?? 'http://127.0.0.1:54321';

function serviceKey(): string {
  if (process.env.SUPABASE_SERVICE_ROLE_KEY) return process.env.SUPABASE_SERVICE_ROLE_KEY;
  return (JSON.parse(readFileSync(path.join(DATA_DIR, 'keys.json'), 'utf8')) as { serviceKey: string }).serviceKey;
}

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
