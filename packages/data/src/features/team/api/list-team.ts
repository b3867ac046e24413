import { getSupabase } from '../../../client/get-supabase.ts';
import type { Database } from '../../../database.types.ts';
import type { StaffRole } from '../../auth/api/get-staff-role.ts';
import { TEAM_MESSAGES, type TeamMember } from './team-types.ts';

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
