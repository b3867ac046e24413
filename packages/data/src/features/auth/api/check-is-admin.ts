import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';

/** The server decides who is an admin; any failure to ask means not an admin. */
export async function checkIsAdmin(userId: string): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('has_role', { _user_id: userId, _role: 'admin' });
    if (error) {
      console.warn('[auth] role check failed', error.message);
      return false;
    }
    return data === true;
  } catch (error) {
    console.warn('[auth] role check failed', error);
    return false;
  }
}

export function useIsAdmin(userId: string | undefined) {
  const query = useQuery(['auth', 'is-admin', userId], () => checkIsAdmin(userId ?? ''), { enabled: Boolean(userId) });
  return { isAdmin: query.data === true, loading: query.isLoading };
}
