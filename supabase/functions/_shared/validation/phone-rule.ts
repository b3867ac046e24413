import { MESSAGES } from './messages.ts';
import { stripNonDigits } from './phone.ts';

/** Whether a full phone value can be a number of its country (libphonenumber-js, see e164.ts). */
export type PhoneCheck = (phone: string) => boolean;

/**
 * How a form asks for the number: 'dial-code' is the country picker plus digits (demo-call dialog,
 * callback form, the demo-call function, calling leads); 'free-text' is Get Started's one field,
 * where spaces and dashes are typed and a number without '+' is read as an Indian one.
 */
export type PhoneField = 'dial-code' | 'free-text';

/** The spec's minimum: 10 characters with the dial code counted, 10 digits in Get Started. */
const MIN_PHONE_LENGTH = 10;

// '+' then E.164's at most 15 digits: exactly what the picker produces, so a value the browser
// sends is never refused by the server for its spelling alone.
const DIALLED = /^\+\d{1,15}$/;

/**
 * The one phone rule of every form and of the functions: the spec's message for a number that
 * fails, or null. `isPossible` is libphonenumber's possible-number check; browsers pass the one
 * they load on submit (phone-check.ts), the functions the one they import (`phoneProblem`).
 */
export function phoneProblemWith(value: string, field: PhoneField, isPossible: PhoneCheck): string | null {
  const phone = value.trim();
  if (field === 'free-text') {
    if (phone === '') return MESSAGES.phoneRequired;
    // The spec's message covers a number that has the digits but cannot exist for its country too.
    return stripNonDigits(phone).length >= MIN_PHONE_LENGTH && isPossible(phone) ? null : MESSAGES.phoneTooFewDigits;
  }
  return DIALLED.test(phone) && phone.length >= MIN_PHONE_LENGTH && isPossible(phone) ? null : MESSAGES.invalidPhone;
}
