/** The forms that collect a lead, each showing its own consent text. */
export type ConsentForm = 'demo-call' | 'callback' | 'newsletter' | 'get-started';

/** The languages a consent text is shown in (the widget's elements speak both; our own forms English). */
export type ConsentLang = 'en' | 'hi';

/**
 * Which wording a form shows: its language, and whether it names the page's brand (a partner's
 * `brand-name`) instead of ours. Each wording shown is its own version (issue 40).
 */
export interface ConsentWording {
  lang: ConsentLang;
  branded: boolean;
}

type ConsentVersion = ConsentWording & { form: ConsentForm };

/**
 * Every consent version ever shown, oldest first; of those with the same form and wording the last
 * is shown now. Kept apart from the words (consent.ts) so the lead outbox, which every page loads,
 * records a version without carrying every text. A new wording is a new version: old ones stay valid.
 */
const CONSENT_VERSIONS: Record<string, ConsentVersion> = {
  'demo-call-2026-11': { form: 'demo-call', lang: 'en', branded: false },
  'callback-2026-11': { form: 'callback', lang: 'en', branded: false },
  'newsletter-2026-11': { form: 'newsletter', lang: 'en', branded: false },
  'get-started-2026-11': { form: 'get-started', lang: 'en', branded: false },
  'demo-call-hi-2026-11': { form: 'demo-call', lang: 'hi', branded: false },
  'demo-call-brand-2026-11': { form: 'demo-call', lang: 'en', branded: true },
  'demo-call-brand-hi-2026-11': { form: 'demo-call', lang: 'hi', branded: true },
};

const ENGLISH: ConsentWording = { lang: 'en', branded: false };

/** The version of the consent text `form` shows now in `wording` (English, our brand, by default). */
export function currentConsentVersion(form: ConsentForm, { lang, branded } = ENGLISH): string {
  const shown = Object.entries(CONSENT_VERSIONS).filter(([, version]) => version.form === form && version.lang === lang && version.branded === branded);
  const current = shown.at(-1)?.[0];
  if (!current) throw new Error(`No consent text for the ${form} form in ${lang}${branded ? ' with a brand' : ''}`);
  return current;
}

/** Whether `version` is one `form` has ever shown. */
export function isConsentVersionOf(form: ConsentForm, version: unknown): boolean {
  return typeof version === 'string' && Object.hasOwn(CONSENT_VERSIONS, version) && CONSENT_VERSIONS[version]?.form === form;
}

/** Whether `version`'s words name the page's brand (so the lead must record which brand). */
export function isBrandedConsent(version: string): boolean {
  return CONSENT_VERSIONS[version]?.branded === true;
}
