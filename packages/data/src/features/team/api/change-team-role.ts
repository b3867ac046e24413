import { getSupabase } from '../../../client/get-supabase.ts';
import type { StaffRole } from '../../auth/api/get-staff-role.ts';

/** Gives a member one role; the database refuses demoting the last admin, in words. */
export async function changeTeamRole({ userId, role }: { userId: string; role: StaffRole }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('set_team_role', { p_user_id: userId, p_role: role });
  if (error) throw new Error(error.message, { cause: error });
}
