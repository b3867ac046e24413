import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readEnv } from './read-env.ts';

let client: SupabaseClient | undefined;

/** The one Supabase client of the page; its session survives reloads through localStorage. */
export function getSupabase(): SupabaseClient {
  if (client) return client;
  const env = readEnv();
  client = createClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}
