import { isValidEmail } from './email.ts';
import { MESSAGES } from './messages.ts';

export function validateNewsletterEmail(email: string): string | null {
  if (email.trim() === '') return MESSAGES.emailRequired;
  if (!isValidEmail(email)) return MESSAGES.invalidEmail;
  return null;
}
