import type { FunctionsHttpError } from '@supabase/supabase-js';
import type { StaffRole } from '../../auth/api/get-staff-role.ts';

/** Someone with access to the admin, as the team screen lists them. */
export interface TeamMember {
  userId: string;
  email: string;
  role: StaffRole;
  /** Invited and not yet followed the link, or active. */
  status: 'invited' | 'active';
  invitedAt: string | null;
  lastSignInAt: string | null;
}

export const TEAM_KEY = ['team'] as const;

export const TEAM_MESSAGES = {
  loadFailed: (reason: string) => `Could not load the team: ${reason}`,
  unexpected: 'Something went wrong. Please try again.',
} as const;

/**
 * The `team` function answers a refusal as `{ error }` in words (already has access, last admin);
 * supabase-js hands back the response, so the words are read from it.
 */
export async function teamFunctionError(error: Error): Promise<Error> {
  const response = (error as Partial<FunctionsHttpError>).context as Response | undefined;
  const body = (await response?.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(typeof body?.error === 'string' ? body.error : TEAM_MESSAGES.unexpected, { cause: error });
}
