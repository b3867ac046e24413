// Copied from packages/validation/src/consent-versions.ts by scripts/functions-shared.mjs: edit that file, not this one.
/** The forms that collect a lead, each showing its own consent text. */
export type ConsentForm = 'demo-call' | 'callback' | 'newsletter' | 'get-started';

/**
 * Every consent text version each form has shown, oldest first; the last is the one shown now (its
 * words are in consent.ts). Apart from the words, so the lead outbox, which every page loads,
 * records which version a person saw without carrying every text.
 */
const CONSENT_VERSIONS: Record<ConsentForm, readonly [string, ...string[]]> = {
  'demo-call': ['demo-call-2026-11'],
  callback: ['callback-2026-11'],
  newsletter: ['newsletter-2026-11'],
  'get-started': ['get-started-2026-11'],
};

/** The version of the consent text `form` shows now. */
export function currentConsentVersion(form: ConsentForm): string {
  const versions = CONSENT_VERSIONS[form];
  return versions[versions.length - 1] ?? versions[0];
}

/** Whether `version` is one `form` has ever shown. */
export function isConsentVersionOf(form: ConsentForm, version: unknown): boolean {
  return CONSENT_VERSIONS[form].includes(version as string);
}
