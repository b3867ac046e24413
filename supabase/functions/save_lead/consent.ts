import { isConsentVersionOf, type ConsentForm } from '@vaani/validation';

export interface StoredConsent {
  version: string;
  agreed_at: string;
}

/** How far back a browser's agreement time is believed: an outbox retries a lead for about a day. */
const OLDEST_AGREEMENT_MS = 7 * 24 * 60 * 60_000;
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The consent a lead records: the version must be one the form has shown (else none is recorded,
 * and the admin reads "not recorded"); the browser's agreement time is kept when it is plausible,
 * else the time the request arrived. Never a reason to refuse the lead.
 */
export function parseConsent(value: unknown, form: ConsentForm, now = Date.now()): StoredConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, agreed_at: agreedAt } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !isConsentVersionOf(form, version)) return null;
  const time = typeof agreedAt === 'string' ? Date.parse(agreedAt) : Number.NaN;
  const plausible = time <= now + CLOCK_SKEW_MS && time >= now - OLDEST_AGREEMENT_MS;
  return { version, agreed_at: new Date(plausible ? time : now).toISOString() };
}
