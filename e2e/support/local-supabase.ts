import { readFileSync } from 'node:fs';
import { localEnvValue } from '../../scripts/local-env.mjs';

function required(name: string): string {
  const value = localEnvValue(name);
  if (!value) throw new Error(`${name} is not set and .env.local lacks it; run npm start once first.`);
  return value;
}

/** The backend the running site uses (the local Supabase unless the environment names another). */
export const localSupabase = () => ({ url: required('VITE_SUPABASE_URL'), anonKey: required('VITE_SUPABASE_ANON_KEY') });

/**
 * The local database as its owner, for a test that must put a row where no API write could (a
 * value the table's own checks refuse). Only the local default has such a door.
 */
export function localDatabaseUrl(): string {
  const { dbPassword } = JSON.parse(readFileSync('.data/keys.json', 'utf8')) as { dbPassword: string };
  const port = process.env.SUPABASE_LOCAL_DB_PORT ?? '54322';
  return `postgres://postgres:${encodeURIComponent(dbPassword)}@127.0.0.1:${port}/postgres`;
}
