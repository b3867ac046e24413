import { getSupabase } from '../../../client/get-supabase.ts';
import type { Database } from '../../../database.types.ts';
import { useQuery } from '../../../query/use-query.ts';

/** The roles that open the admin; `user` (and no role at all) opens nothing. */
export type StaffRole = Extract<Database['public']['Enums']['app_role'], 'admin' | 'editor' | 'sales'>;

/** Strongest first: someone holding two roles works with the wider one. */
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'editor', 'sales'];

/**
 * The signed-in person's admin role, asked of `has_role` (site spec §7.5) per staff role; null
 * when none or the check fails. It only shapes what the admin offers: the database decides writes.
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
    const answers = await Promise.all(STAFF_ROLES.map((role) => supabase.rpc('has_role', { _user_id: userId, _role: role })));
    const failed = answers.find((answer) => answer.error);
    if (failed?.error) {
      console.warn('[auth] role check failed', failed.error.message);
      return null;
    }
    return STAFF_ROLES.find((_role, index) => answers[index]?.data === true) ?? null;
  } catch (error) {
    console.warn('[auth] role check failed', error);
    return null;
  }
}

export function useStaffRole(userId: string | undefined) {
  const query = useQuery(['auth', 'staff-role', userId], () => getStaffRole(userId ?? ''), { enabled: Boolean(userId) });
  return { role: query.data ?? null, loading: query.isLoading };
}
