import { isValidEmail } from './email.ts';
import { phoneProblem } from './e164.ts';
import { MESSAGES } from './messages.ts';

export interface GetStartedInput {
  name: string;
  email: string;
  phone: string;
}

/** Every failed rule, in form order, for the 'Validation Error' toast. */
export function validateGetStarted({ name, email, phone }: GetStartedInput): string[] {
  const errors: string[] = [];
  if (name.trim() === '') errors.push(MESSAGES.nameRequired);
  if (email.trim() === '') errors.push(MESSAGES.emailRequired);
  else if (!isValidEmail(email)) errors.push(MESSAGES.invalidEmail);
  const phoneError = phoneProblem(phone, 'free-text');
  if (phoneError) errors.push(phoneError);
  return errors;
}
