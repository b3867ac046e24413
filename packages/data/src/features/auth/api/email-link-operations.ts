import { authCall } from '../../../client/get-supabase.ts';

export const PASSWORD_RESET_MESSAGES = {
  tooSoon: 'A link was sent to this address a moment ago. Please wait a minute before asking again.',
  unexpected: 'Could not send the link. Please try again.',
} as const;

/** Asks Auth to mail a reset link to `redirectTo`; it answers alike whether the account exists. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await authCall((auth) => auth.resetPasswordForEmail(email.trim(), { redirectTo }), PASSWORD_RESET_MESSAGES.unexpected);
  if (error) throw new Error(error.status === 429 ? PASSWORD_RESET_MESSAGES.tooSoon : PASSWORD_RESET_MESSAGES.unexpected, { cause: error });
}

export const SET_PASSWORD_MESSAGES = {
  samePassword: 'Choose a password different from your current one.',
  weak: 'Use at least 8 characters.',
  unexpected: 'Could not save the password. Please try again.',
} as const;

/** Sets the signed-in person's password (after an invitation or a reset link signed them in). */
export async function setPassword(password: string): Promise<void> {
  const { error } = await authCall((auth) => auth.updateUser({ password }), SET_PASSWORD_MESSAGES.unexpected);
  if (!error) return;
  const message = error.code === 'same_password' ? SET_PASSWORD_MESSAGES.samePassword : error.code === 'weak_password' ? SET_PASSWORD_MESSAGES.weak : SET_PASSWORD_MESSAGES.unexpected;
  throw new Error(message, { cause: error });
}
