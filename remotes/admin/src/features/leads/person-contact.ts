import { toE164 } from '@vaani/validation';

/**
 * The person as the leads store them: an email as typed, a phone number as E.164; null for neither.
 * Here, not in @vaani/data, so the phone library never loads with the public site.
 */
export function personContact(text: string): string | null {
  const contact = text.trim();
  if (contact.includes('@')) return contact;
  return toE164(contact);
}
