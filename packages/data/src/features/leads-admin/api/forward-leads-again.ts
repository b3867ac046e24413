import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY } from './lead-admin-types.ts';

/**
 * Makes failed leads due again for the sweep, which forwards each once as always (same idempotency
 * key). The database refuses anyone but an admin; answers how many leads were failed and are due now.
 */
async function forwardLeadsAgain(ids: string[]): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('forward_leads_again', { p_ids: ids });
  if (error) throw new Error(LEAD_ADMIN_MESSAGES.forwardFailed(error.message));
  return data as number;
}

export function useForwardLeadsAgain() {
  return useMutation(forwardLeadsAgain, { invalidates: [LEADS_ADMIN_KEY] });
}
