// Copied from packages/validation/src/consent.ts by scripts/functions-shared.mjs: edit that file, not this one.
import { currentConsentVersion, type ConsentForm } from './consent-versions.ts';

export interface ConsentText {
  /** Stored with each lead: which words the person saw. */
  version: string;
  text: string;
}

const CONTACT_PURPOSE = 'you agree that Vaani AI may contact you about its products for marketing and sales purposes.';

/**
 * The words of every consent version (consent-versions.ts lists which form showed which, oldest
 * first). A new wording is a new version, never an edit of an old one, so a stored version always
 * names the very words the person agreed to (and a lead still waiting in a browser's outbox from an
 * older page still matches its text).
 */
const CONSENT_TEXTS: Record<string, string> = {
  'demo-call-2026-11': `By clicking 'Call me', ${CONTACT_PURPOSE}`,
  'callback-2026-11': `By clicking 'Request Callback', ${CONTACT_PURPOSE}`,
  'newsletter-2026-11': 'By subscribing, you agree that Vaani AI may send you emails. You can unsubscribe at any time.',
  'get-started-2026-11': `By clicking 'Submit', ${CONTACT_PURPOSE}`,
};

/** The consent text `form` shows now. */
export function currentConsent(form: ConsentForm): ConsentText {
  const version = currentConsentVersion(form);
  return { version, text: CONSENT_TEXTS[version] ?? '' };
}
