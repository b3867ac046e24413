import { COUNTRIES, DEFAULT_COUNTRY_ID } from './countries.ts';

export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// Longest dial code first so '+971…' never matches a shorter code; among equal codes ('+1' is
// both US and CA) the spec's order decides, hence the stable sort.
const BY_DIAL_CODE_LENGTH = [...COUNTRIES].sort((a, b) => b.dialCode.length - a.dialCode.length);

/** Splits a stored phone value such as '+919876543210' into the picker's country and the local digits. */
export function splitPhone(value: string): { countryId: string; number: string } {
  const trimmed = value.trim();
  const country = BY_DIAL_CODE_LENGTH.find(({ dialCode }) => trimmed.startsWith(dialCode));
  if (!country) return { countryId: DEFAULT_COUNTRY_ID, number: stripNonDigits(trimmed) };
  return { countryId: country.id, number: stripNonDigits(trimmed.slice(country.dialCode.length)) };
}
