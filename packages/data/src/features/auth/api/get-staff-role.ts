import { getSupabase } from '../../../client/get-supabase.ts';
import type { Database } from '../../../database.types.ts';
import { useQuery } from '../../../query/use-query.ts';

/** The roles that open the admin; `user` (and no role at all) opens nothing. */
export type StaffRole = Extract<Database['public']['Enums']['app_role'], 'admin' | 'editor' | 'sales'>;

/** Strongest first: someone holding two roles works with the wider one. */
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'editor', 'sales'];

/**
 * The signed-in person's role in the admin, read from their own `user_roles` rows (the one row
 * policy lets them read); null when they have none or the check fails, so any doubt opens nothing.
 * The database decides every write regardless: this only shapes what the admin offers.
 */
export async function getStaffRole(userId: string): Promise<StaffRole | null> {
  try {
    const supabase = await getSupabase();
    // Asks Auth whether the session still exists: once an admin has removed this person, it does
    // not, and they are signed out here rather than kept in an admin the database shuts anyway.
    const { error: sessionError } = await supabase.auth.getUser();
    if (sessionError?.name === 'AuthSessionMissingError') {
      await supabase.auth.signOut({ scope: 'local' });
      return null;
    }
    const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', userId);
    if (error) {
      console.warn('[auth] role check failed', error.message);
      return null;
    }
    const held = new Set(data.map((row) => row.role));
    return STAFF_ROLES.find((role) => held.has(role)) ?? null;
  } catch (error) {
    console.warn('[auth] role check failed', error);
    return null;
  }
}

export function useStaffRole(userId: string | undefined) {
  const query = useQuery(['auth', 'staff-role', userId], () => getStaffRole(userId ?? ''), { enabled: Boolean(userId) });
  return { role: query.data ?? null, loading: query.isLoading };
}
