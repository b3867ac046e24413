import { MAX_BRAND_LENGTH, isBrandedConsent, isConsentVersionOf, type ConsentForm } from '../_shared/validation/index.ts';
import { HttpError } from '../_shared/http.ts';

export interface StoredConsent {
  version: string;
  agreed_at: string;
  /** The brand a branded version's words named. */
  brand?: string;
}

/** How far back a browser's agreement time is believed: an outbox retries a lead for about a day. */
const OLDEST_AGREEMENT_MS = 7 * 24 * 60 * 60_000;
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The consent a lead records. None sent (a caller without our forms): none recorded, and the admin
 * reads "not recorded". Sent, it must name a version the form has shown (and a branded version's
 * brand), else a 400: a stored version names the words the person saw, and our forms share this
 * table (@vaani/validation). The agreement time sent is kept when plausible, else the arrival time.
 */
export function parseConsent(value: unknown, form: ConsentForm, now = Date.now()): StoredConsent | null {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null) throw new HttpError(400, 'consent must be an object with version and agreed_at.');
  const { version, agreed_at: agreedAt, brand } = value as Record<string, unknown>;
  if (!isConsentVersionOf(form, version)) throw new HttpError(400, `consent.version is not a consent text the ${form} form shows.`);
  const known = version as string;
  const branded = isBrandedConsent(known);
  const brandName = typeof brand === 'string' ? brand.trim() : '';
  if (branded && (brandName === '' || Array.from(brandName).length > MAX_BRAND_LENGTH)) {
    throw new HttpError(400, `consent.brand must name the brand its words showed (1 to ${MAX_BRAND_LENGTH} characters).`);
  }
  if (!branded && brand !== undefined) throw new HttpError(400, 'consent.brand is only for a consent text that names a brand.');
  const time = typeof agreedAt === 'string' ? Date.parse(agreedAt) : Number.NaN;
  const plausible = time <= now + CLOCK_SKEW_MS && time >= now - OLDEST_AGREEMENT_MS;
  return { version: known, agreed_at: new Date(plausible ? time : now).toISOString(), ...(branded ? { brand: brandName } : {}) };
}
