import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readEnv, type DataEnv } from './read-env.ts';

let client: SupabaseClient | undefined;
let clientEnv: DataEnv | undefined;

/**
 * The one Supabase client of the page; its session survives reloads through localStorage. It is
 * created anew only if an embed pointed the page at another backend (see configureEnv).
 */
export function getSupabase(): SupabaseClient {
  const env = readEnv();
  if (client && clientEnv?.supabaseUrl === env.supabaseUrl && clientEnv.supabaseAnonKey === env.supabaseAnonKey) {
    return client;
  }
  clientEnv = env;
  client = createClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}
