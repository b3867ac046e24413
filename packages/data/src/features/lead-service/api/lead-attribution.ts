import { OPENERS_STORAGE_KEY } from '@vaani/stores';
import { recordVisit, VISIT_STORAGE_KEY } from '@vaani/stores/visit-record';
import { MAX_ATTRIBUTION_LENGTH, type Attribution } from '@vaani/validation';

function readSession(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The attribution a lead of `form` carries, taken when it enters the outbox (so the page is the
 * one it was sent from): the visit as recorded (here, if nothing had recorded it yet), the page
 * (origin and path, never the query, which may hold anything) and the control that opened the
 * form. Each value was capped when it was recorded; save_lead cleans what it stores (and drops
 * what it does not know), so no page pays for a second cleaner.
 */
export function attributionFor(form: string): Attribution {
  recordVisit();
  const opener = readSession(OPENERS_STORAGE_KEY)[form];
  return {
    ...readSession(VISIT_STORAGE_KEY),
    ...(typeof location === 'undefined' ? {} : { page: (location.origin + location.pathname).slice(0, MAX_ATTRIBUTION_LENGTH) }),
    ...(typeof opener === 'string' ? { opener } : {}),
  };
}
