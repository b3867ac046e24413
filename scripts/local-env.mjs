// What `npm start` and `npm test` (never a production build) build and serve with: the local
// Supabase's keys from .env.local, localhost origins and local remote ports; the environment wins.
import { existsSync, readFileSync } from 'node:fs';
import { REMOTE_DEFAULTS, SERVER_ENTRY } from '@vaani/remotes';
import { run } from './run.mjs';

export const SUPABASE_BIN = 'packages/supabase-local/bin/supabase-local.mjs';
export const ENV_FILE = '.env.local';
export const LOCAL_SITE_URL = 'http://localhost:5173';

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

/** The local stack's service-role key (its data dir's keys.json), or undefined before its first start. */
export function localServiceKey() {
  const file = `${process.env.SUPABASE_LOCAL_DATA_DIR ?? '.data'}/keys.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).serviceKey : undefined;
}

export const supabaseUrl = () => localEnvValue('VITE_SUPABASE_URL');

/** Every setting a local build and `npm start` need, the environment's own values over the local ones. */
export function localSettings() {
  const remotes = Object.values(REMOTE_DEFAULTS).flatMap(({ env, ssrEnv, port }) => [
    [env, `http://localhost:${port}/assets/remoteEntry.js`],
    ...(ssrEnv ? [[ssrEnv, `http://localhost:${port}/${SERVER_ENTRY}`]] : []),
  ]);
  const set = Object.entries(process.env).filter(([, value]) => value);
  return {
    VITE_SUPABASE_URL: localEnvValue('VITE_SUPABASE_URL'),
    VITE_SUPABASE_ANON_KEY: localEnvValue('VITE_SUPABASE_ANON_KEY'),
    SITE_URL: LOCAL_SITE_URL,
    ...Object.fromEntries(remotes),
    ...Object.fromEntries(set),
  };
}
