import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY, type ForwardStatus } from './lead-admin-types.ts';

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

interface ErasedPerson {
  contact: string;
  count: number;
}

/** Erases one person's leads (admins only); `contact` is an email (any case) or E.164 phone. */
async function erasePersonLeads(contact: string): Promise<ErasedPerson> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('erase_person_leads', { p_contact: contact });
  if (error) throw new Error(LEAD_ADMIN_MESSAGES.eraseFailed(error.message));
  return { contact, count: data };
}

export function useErasePersonLeads() {
  // A refused admin check will not pass on a second try.
  return useMutation(erasePersonLeads, { retryIf: () => false, invalidates: [LEADS_ADMIN_KEY] });
}
