import type { Session } from '@supabase/supabase-js';
import { authCall } from '../../../client/get-supabase.ts';

const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  unexpected: 'Could not sign in. Please try again.',
} as const;

/** Signs in; the thrown Error's message is written for the person at the keyboard. */
export async function signInWithPassword(email: string, password: string): Promise<Session> {
  const { data, error } = await authCall((auth) => auth.signInWithPassword({ email: email.trim(), password }), AUTH_MESSAGES.unexpected);
  if (error) {
    // Wrong email and wrong password answer alike, so the form never reveals which accounts exist.
    const wrongCredentials = error.code === 'invalid_credentials' || error.status === 400;
    throw new Error(wrongCredentials ? AUTH_MESSAGES.invalidCredentials : AUTH_MESSAGES.unexpected, { cause: error });
  }
  if (!data.session) throw new Error(AUTH_MESSAGES.unexpected);
  return data.session;
}
