import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { DEFAULT_COUNTRY_ID } from './countries.ts';
import { phoneProblemWith, type PhoneField } from './phone-rule.ts';
import PICKER_METADATA from './phone-metadata.json' with { type: 'json' };

// Metadata for the picker's 12 countries only (scripts/gen-phone-metadata.mjs): other countries'
// numbers are refused, and a phone-checking bundle carries ~5 KB of metadata, not ~30 KB. JSON
// imports widen tuples to arrays, hence the cast to the library's own type.
const METADATA = PICKER_METADATA as unknown as MetadataJson;

/**
 * The one stored and rate-limited spelling of a phone: E.164 ('+919812345678'), or null when not
 * a possible number of a picker country. Spaces, dashes and a trunk '0' ('+91 098123-45678') go,
 * so one phone is one phone for every limit. Without '+' it is read as a number of
 * the default country, as Get Started's free-text field is.
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
