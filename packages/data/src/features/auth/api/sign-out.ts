import { getSupabase } from '../../../client/get-supabase.ts';
import { queryClient } from '../../../query/query-cache.ts';

/** Signs out locally even when the server cannot be reached, and forgets cached permissions. */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (error) console.warn('[auth] sign-out reported', error.message);
  queryClient.clear();
}
