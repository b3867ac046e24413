import { getSupabase } from '../../../client/get-supabase.ts';
import type { StaffRole } from '../../auth/api/get-staff-role.ts';
import { teamFunctionError } from './team-types.ts';

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
