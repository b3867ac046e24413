import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY } from './lead-admin-types.ts';

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
