import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY, type ForwardStatus } from './lead-admin-types.ts';

interface SpamVerdict {
  id: string;
  spam: boolean;
}

/**
 * A person's verdict on one lead: not spam makes an unforwarded lead due for the sweep (forwarded
 * once, same id); spam holds it back. Admins and sales only; answers the lead's new status.
 */
async function markLeadSpam({ id, spam }: SpamVerdict): Promise<ForwardStatus> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('mark_lead_spam', { p_id: id, p_spam: spam });
  if (error) throw new Error(LEAD_ADMIN_MESSAGES.judgeFailed(error.message));
  return data as ForwardStatus;
}

export function useMarkLeadSpam() {
  // A refused role check will not pass on a second try.
  return useMutation(markLeadSpam, { retryIf: () => false, invalidates: [LEADS_ADMIN_KEY] });
}
