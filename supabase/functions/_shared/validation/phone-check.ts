import type { PhoneCheck } from './phone-rule.ts';

/** Until the check has loaded, or if it cannot load, only the spec's own phone rule applies. */
export const SPEC_RULES_ONLY: PhoneCheck = () => true;

/**
 * The possible-number check (libphonenumber-js and its metadata) as a chunk of its own, so a form
 * fetches it on its first submit rather than with the form. A failed fetch falls back to the
 * spec's rules: the lead service checks the number again, and a lead is never lost to a download.
 */
export function loadPhoneCheck(): Promise<PhoneCheck> {
  return import('./e164.ts').then(
    ({ isPossiblePhone }) => isPossiblePhone,
    () => SPEC_RULES_ONLY,
  );
}
