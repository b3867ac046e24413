import { toE164 } from '@vaani/validation';

/**
 * The person as the leads store them: an email address as typed (the database ignores case), a
 * phone number in its one E.164 spelling ('+91 98123 45678' and '+919812345678' are one person);
 * null when the text is neither. Here, not in @vaani/data, so the phone library loads with the
 * admin only and never with the public site's shared data package.
 */
export function personContact(text: string): string | null {
  const contact = text.trim();
  if (contact.includes('@')) return contact;
  return toE164(contact);
}
