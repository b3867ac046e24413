import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY } from './lead-admin-types.ts';

/** Requeues failed leads for the sweep (same idempotency key; admins only); answers how many. */
async function forwardLeadsAgain(ids: string[]): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('forward_leads_again', { p_ids: ids });
  if (error) throw new Error(LEAD_ADMIN_MESSAGES.forwardFailed(error.message));
  return data as number;
}

export function useForwardLeadsAgain() {
  return useMutation(forwardLeadsAgain, { invalidates: [LEADS_ADMIN_KEY] });
}
