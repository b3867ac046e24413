import type { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from '../../../client/get-supabase.ts';
import type { Database } from '../../../database.types.ts';
import type { StaffRole } from '../../auth/api/get-staff-role.ts';

// The admins' team-screen operations: loaded on first use (use-team.ts), off visitors' pages.

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

const TEAM_MESSAGES = {
  loadFailed: (reason: string) => `Could not load the team: ${reason}`,
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Everyone with access, by email (admins only: the database refuses anyone else). */
export async function listTeam(): Promise<TeamMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('team_members');
  if (error) throw new Error(TEAM_MESSAGES.loadFailed(error.message));
  const rows: Database['public']['Functions']['team_members']['Returns'] = data;
  return rows
    .map((row) => ({
      userId: row.user_id,
      email: row.email,
      role: row.role as StaffRole,
      status: row.email_confirmed_at ? ('active' as const) : ('invited' as const),
      invitedAt: row.invited_at,
      lastSignInAt: row.last_sign_in_at,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

export interface Invitation {
  email: string;
  role: StaffRole;
  /** Where the mail's link leads: the sign-in screen, which then asks for a password. */
  redirectTo: string;
}

/** Mails an invitation (through the `team` function: Auth's admin API never reaches a browser). */
export async function inviteTeamMember(invitation: Invitation): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('team', { body: { action: 'invite', ...invitation } });
  if (error) throw await teamFunctionError(error);
}

/** Gives a member one role; the database refuses demoting the last admin, in words. */
export async function changeTeamRole({ userId, role }: { userId: string; role: StaffRole }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('set_team_role', { p_user_id: userId, p_role: role });
  if (error) throw new Error(error.message, { cause: error });
}

/** Removes a person's access and account, which ends their sessions (through the `team` function). */
export async function removeTeamMember(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('team', { body: { action: 'remove', userId } });
  if (error) throw await teamFunctionError(error);
}

/** The `team` function's refusal in words (`{ error }`), read from the response supabase-js returns. */
async function teamFunctionError(error: Error): Promise<Error> {
  const response = (error as Partial<FunctionsHttpError>).context as Response | undefined;
  const body = (await response?.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(typeof body?.error === 'string' ? body.error : TEAM_MESSAGES.unexpected, { cause: error });
}
