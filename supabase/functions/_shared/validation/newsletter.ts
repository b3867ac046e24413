// Copied from packages/validation/src/newsletter.ts by scripts/functions-shared.mjs: edit that file, not this one.
import { isValidEmail } from './email.ts';
import { MESSAGES } from './messages.ts';

export function validateNewsletterEmail(email: string): string | null {
  if (email.trim() === '') return MESSAGES.emailRequired;
  if (!isValidEmail(email)) return MESSAGES.invalidEmail;
  return null;
}
