import { isValidEmail } from './email.ts';
import { isPossiblePhone } from './e164.ts';
import { MESSAGES } from './messages.ts';
import { MIN_PHONE_LENGTH, stripNonDigits } from './phone.ts';

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
  if (phone.trim() === '') errors.push(MESSAGES.phoneRequired);
  // The spec's message covers a number that has the digits but cannot exist for its country too.
  else if (stripNonDigits(phone).length < MIN_PHONE_LENGTH || !isPossiblePhone(phone)) errors.push(MESSAGES.phoneTooFewDigits);
  return errors;
}
