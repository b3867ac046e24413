import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { DEFAULT_COUNTRY_ID } from './countries.ts';
import { phoneProblemWith, type PhoneField } from './phone-rule.ts';
import PICKER_METADATA from './phone-metadata.json' with { type: 'json' };

// The library's metadata for the picker's 12 countries only (scripts/gen-phone-metadata.mjs): a
// number of any other country has no calling code here and is refused, and every bundle that
// checks a phone carries ~5 KB of metadata instead of ~30 KB. JSON imports widen tuples to
// arrays, hence the cast to the library's own type.
const METADATA = PICKER_METADATA as unknown as MetadataJson;

/**
 * The one stored and rate-limited spelling of a phone number: E.164 ('+919812345678'), or null
 * when the value is not a possible number of one of the picker's countries. Spaces, dashes and a
 * trunk '0' after the dial code ('+91 098123-45678') all collapse to the same E.164 value, so
 * one phone is one phone for every limit. A value without '+' is read as a number of the default
 * country, as the Get Started form's free-text field is.
 */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_COUNTRY_ID as CountryCode, METADATA);
  return parsed?.isPossible() ? parsed.number : null;
}

export function isPossiblePhone(value: string): boolean {
  return toE164(value) !== null;
}

/** The one phone rule (phone-rule.ts) with libphonenumber at hand, as the functions apply it. */
export function phoneProblem(value: string, field: PhoneField): string | null {
  return phoneProblemWith(value, field, isPossiblePhone);
}

/** A stored (E.164) number grouped for reading, '+91 98123 45678'; anything else as it is. */
export function formatPhoneReadable(value: string): string {
  return parsePhoneNumberFromString(value, METADATA)?.formatInternational() ?? value;
}
