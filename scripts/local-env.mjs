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

/** A build setting: the environment's, else .env.local's; undefined when neither names it. */
export function localEnvValue(name) {
  if (process.env[name]) return process.env[name];
  if (!existsSync(ENV_FILE)) return undefined;
  return readFileSync(ENV_FILE, 'utf8').match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]?.trim();
}

/** The Supabase URL the builds use. */
export const supabaseUrl = () => localEnvValue('VITE_SUPABASE_URL');
