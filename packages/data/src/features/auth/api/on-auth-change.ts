import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase } from '../../../client/get-supabase.ts';

/** Calls `callback` on every sign-in, sign-out and token refresh; returns the unsubscribe function. */
export function onAuthChange(callback: (session: Session | null, event: AuthChangeEvent) => void): () => void {
  let unsubscribed = false;
  let unsubscribe = () => {
    unsubscribed = true;
  };
  void getSupabase().then((supabase) => {
    if (unsubscribed) return;
    const { data } = supabase.auth.onAuthStateChange((event, session) => callback(session, event));
    unsubscribe = () => data.subscription.unsubscribe();
  });
  return () => unsubscribe();
}
