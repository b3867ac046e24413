import { isValidEmail } from './email.ts';
import { MESSAGES } from './messages.ts';
import { isPossiblePhone } from './e164.ts';
import { phoneProblemWith, type PhoneCheck } from './phone-rule.ts';

const MIN_NAME_LENGTH = 2;

export interface DemoLeadInput {
  email: string;
  name: string;
  /** The full number: dial code followed by the digits typed. */
  phone: string;
}

export type DemoLeadErrors = Partial<Record<keyof DemoLeadInput, string>>;

export function isValidName(value: string): boolean {
  return value.trim().length >= MIN_NAME_LENGTH;
}

/**
 * Rules of the demo-call dialog and the callback form, with the given possible-number check; an
 * empty object means valid. Browser forms pass the check they load on submit (phone-check.ts).
 */
export function validateDemoLeadWith({ email, name, phone }: DemoLeadInput, isPossible: PhoneCheck): DemoLeadErrors {
  const errors: DemoLeadErrors = {};
  if (!isValidEmail(email)) errors.email = MESSAGES.invalidBusinessEmail;
  if (!isValidName(name)) errors.name = MESSAGES.nameTooShort;
  const phoneError = phoneProblemWith(phone, 'dial-code', isPossible);
  if (phoneError) errors.phone = phoneError;
  return errors;
}

/** The same rules with libphonenumber-js at hand, as the lead service applies them. */
export function validateDemoLead(input: DemoLeadInput): DemoLeadErrors {
  return validateDemoLeadWith(input, isPossiblePhone);
}
