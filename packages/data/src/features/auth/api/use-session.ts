import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { getSession } from './get-session.ts';
import { onAuthChange } from './on-auth-change.ts';

export interface SessionState {
  session: Session | null;
  loading: boolean;
}

/** The current session, kept up to date across sign-in and sign-out (also from other tabs). */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ session: null, loading: true });
  useEffect(() => {
    let active = true;
    const unsubscribe = onAuthChange((session) => {
      if (active) setState({ session, loading: false });
    });
    getSession()
      .catch(() => null)
      .then((session) => {
        if (active) setState((current) => (current.loading ? { session, loading: false } : current));
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return state;
}
