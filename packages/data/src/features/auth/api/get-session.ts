import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '../../../client/get-supabase.ts';

/** The stored session, or null when nobody is signed in or it cannot be read. */
export async function getSession(): Promise<Session | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) console.warn('[auth] could not read the session', error.message);
  return data.session;
}
