/** The forms that collect a lead, each showing its own consent text. */
export type ConsentForm = 'demo-call' | 'callback' | 'newsletter' | 'get-started';

export interface ConsentText {
  /** Stored with each lead: which words the person saw. */
  version: string;
  text: string;
}

const CONTACT_PURPOSE = 'you agree that Vaani AI may contact you about its products for marketing and sales purposes.';

/**
 * Every consent text each form has shown, oldest first; the last is the one shown now. A new
 * wording is a new entry with a new version, never an edit of an old one, so a stored version
 * always names the very words the person agreed to (and a lead still waiting in a browser's
 * outbox from an older page still matches its text).
 */
const CONSENT_HISTORY: Record<ConsentForm, readonly [ConsentText, ...ConsentText[]]> = {
  'demo-call': [{ version: 'demo-call-2026-11', text: `By clicking 'Call me', ${CONTACT_PURPOSE}` }],
  callback: [{ version: 'callback-2026-11', text: `By clicking 'Request Callback', ${CONTACT_PURPOSE}` }],
  newsletter: [{ version: 'newsletter-2026-11', text: 'By subscribing, you agree that Vaani AI may send you emails. You can unsubscribe at any time.' }],
  'get-started': [{ version: 'get-started-2026-11', text: `By clicking 'Submit', ${CONTACT_PURPOSE}` }],
};

/** The consent text `form` shows now. */
export function currentConsent(form: ConsentForm): ConsentText {
  const history = CONSENT_HISTORY[form];
  return history[history.length - 1] ?? history[0];
}

/** Whether `version` is one `form` has ever shown. */
export function isConsentVersionOf(form: ConsentForm, version: unknown): boolean {
  return CONSENT_HISTORY[form].some((entry) => entry.version === version);
}
