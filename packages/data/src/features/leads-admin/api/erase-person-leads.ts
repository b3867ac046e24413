import { toE164 } from '@vaani/validation';
import { getSupabase } from '../../../client/get-supabase.ts';
import { queryCache } from '../../../query/query-cache.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY } from './lead-admin-types.ts';

/**
 * The person as the leads store them: an email address as typed (the database ignores case), a
 * phone number in its one E.164 spelling ('+91 98123 45678' and '+919812345678' are one person);
 * null when the text is neither.
 */
export function personContact(text: string): string | null {
  const contact = text.trim();
  if (contact.includes('@')) return contact;
  return toE164(contact);
}

interface ErasedPerson {
  contact: string;
  count: number;
}

/** Erases every lead of one email address or phone number in one step; the database allows admins only. */
async function erasePersonLeads(text: string): Promise<ErasedPerson> {
  const contact = personContact(text);
  if (!contact) throw new Error(LEAD_ADMIN_MESSAGES.notAContact);
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('erase_person_leads', { p_contact: contact });
  if (error) throw new Error(LEAD_ADMIN_MESSAGES.eraseFailed(error.message));
  return { contact, count: data };
}

export function useErasePersonLeads() {
  return useMutation(
    async (text: string) => {
      const erased = await erasePersonLeads(text);
      await queryCache.invalidate([...LEADS_ADMIN_KEY]);
      return erased;
    },
    // A refused contact or an admin check will not pass on a second try.
    { retryIf: () => false },
  );
}
