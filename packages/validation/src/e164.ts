import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { COUNTRIES, DEFAULT_COUNTRY_ID } from './countries.ts';

const DIAL_CODES = new Set(COUNTRIES.map((country) => country.dialCode));

/**
 * The one stored and rate-limited spelling of a phone number: E.164 ('+919812345678'), or null
 * when the value is not a possible number of one of the picker's countries. Spaces, dashes and a
 * trunk '0' after the dial code ('+91 098123-45678') all collapse to the same E.164 value, so
 * one phone is one phone for every limit. A value without '+' is read as a number of the default
 * country, as the Get Started form's free-text field is.
 */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_COUNTRY_ID as CountryCode);
  if (!parsed?.isPossible()) return null;
  if (!DIAL_CODES.has(`+${parsed.countryCallingCode}`)) return null;
  return parsed.number;
}

export function isPossiblePhone(value: string): boolean {
  return toE164(value) !== null;
}
