import type { SupabaseClient } from '@supabase/supabase-js';
import { readEnv } from './read-env.ts';

let client: Promise<SupabaseClient> | undefined;

/**
 * The page's one Supabase client (this package is a federation singleton); its session survives
 * reloads in localStorage. supabase-js (about 60 KB gzip) loads on the first call, not with the
 * page: public pages read through `publicRest`.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const env = readEnv();
    return createClient(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  });
  return client;
}

/** Runs an Auth call; one that cannot run at all (offline, supabase-js not loaded) fails with `unexpected`. */
export async function authCall<T>(call: (auth: SupabaseClient['auth']) => Promise<T>, unexpected: string): Promise<T> {
  try {
    return await call((await getSupabase()).auth);
  } catch (error) {
    throw new Error(unexpected, { cause: error });
  }
}
