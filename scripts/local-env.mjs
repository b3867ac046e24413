// The browser builds read VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time. Unless the
// environment already names a (hosted) project, they come from the local Supabase's generated
// keys, written to .env.local by its `env` command.
import { existsSync, readFileSync } from 'node:fs';
import { run } from './run.mjs';

const SUPABASE_BIN = 'packages/supabase-local/bin/supabase-local.mjs';
export const ENV_FILE = '.env.local';

export function ensureLocalEnv() {
  if (process.env.VITE_SUPABASE_URL && process.env.VITE_SUPABASE_ANON_KEY) return;
  run('local Supabase keys', 'node', [SUPABASE_BIN, 'env']);
}

/** The Supabase URL the builds use: the environment's, else .env.local's. */
export function supabaseUrl() {
  if (process.env.VITE_SUPABASE_URL) return process.env.VITE_SUPABASE_URL;
  if (!existsSync(ENV_FILE)) return undefined;
  const line = readFileSync(ENV_FILE, 'utf8').match(/^VITE_SUPABASE_URL=(.*)$/m);
  return line?.[1]?.trim();
}
