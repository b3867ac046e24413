import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase } from '../../../client/get-supabase.ts';

/** Calls `callback` on every sign-in, sign-out and token refresh; returns the unsubscribe function. */
export function onAuthChange(callback: (session: Session | null, event: AuthChangeEvent) => void): () => void {
  const { data } = getSupabase().auth.onAuthStateChange((event, session) => callback(session, event));
  return () => data.subscription.unsubscribe();
}
