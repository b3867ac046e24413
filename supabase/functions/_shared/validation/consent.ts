import { currentConsentVersion, type ConsentForm, type ConsentLang } from './consent-versions.ts';

/** What a form shows and each of its leads records: which words the person saw. */
export interface ConsentText {
  version: string;
  text: string;
  /** The brand the words name, for a branded version (a partner page's `brand-name`). */
  brand?: string;
}

/** A page's brand name is cut to this many characters, so a title or consent line keeps its layout. */
export const MAX_BRAND_LENGTH = 60;

/** Where a branded version's words name the brand. */
const BRAND_PLACEHOLDER = '{brand}';

const CONTACT_PURPOSE = 'you agree that Vaani AI may contact you about its products for marketing and sales purposes.';

/**
 * The words of every consent version (consent-versions.ts says which form showed each). A new
 * wording is a new version, never an edit, so a stored version names the very words agreed to,
 * even for a lead still waiting in an older page's outbox.
 */
const CONSENT_TEXTS: Record<string, string> = {
  'demo-call-2026-11': `By clicking 'Call me', ${CONTACT_PURPOSE}`,
  'callback-2026-11': `By clicking 'Request Callback', ${CONTACT_PURPOSE}`,
  'newsletter-2026-11': 'By subscribing, you agree that Vaani AI may send you emails. You can unsubscribe at any time.',
  'get-started-2026-11': `By clicking 'Submit', ${CONTACT_PURPOSE}`,
  'demo-call-hi-2026-11':
    "'मुझे कॉल करें' पर क्लिक करके आप सहमति देते हैं कि Vaani AI मार्केटिंग और बिक्री के लिए अपने उत्पादों के बारे में आपसे संपर्क कर सकता है।",
  'demo-call-brand-2026-11': `By clicking 'Call me', you agree that ${BRAND_PLACEHOLDER} may contact you for marketing and sales purposes.`,
  'demo-call-brand-hi-2026-11': `'मुझे कॉल करें' पर क्लिक करके आप सहमति देते हैं कि ${BRAND_PLACEHOLDER} मार्केटिंग और बिक्री के लिए आपसे संपर्क कर सकता है।`,
};

/** The words of `version`, naming `brand` where a branded version names it; null for an unknown version. */
export function consentWords(version: string, brand?: string | null): string | null {
  const words = Object.hasOwn(CONSENT_TEXTS, version) ? CONSENT_TEXTS[version] : undefined;
  if (words === undefined) return null;
  return brand ? words.replaceAll(BRAND_PLACEHOLDER, brand) : words;
}

/** The consent text `form` shows now, in `lang`, naming `brand` (a page's brand name) when given. */
export function currentConsent(form: ConsentForm, lang: ConsentLang = 'en', brand?: string | null): ConsentText {
  const version = currentConsentVersion(form, { lang, branded: Boolean(brand) });
  const text = consentWords(version, brand) ?? '';
  return brand ? { version, text, brand } : { version, text };
}
