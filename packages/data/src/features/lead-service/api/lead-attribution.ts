import { OPENERS_STORAGE_KEY, pageOf, recordVisit, VISIT_STORAGE_KEY } from '@vaani/stores';
import { cleanAttribution, type Attribution } from '@vaani/validation';

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
 * one it was sent from): the visit as recorded, the page, and the control that opened the form,
 * cleaned as the server stores them.
 */
export function attributionFor(form: string): Attribution {
  recordVisit();
  return cleanAttribution({
    ...readSession(VISIT_STORAGE_KEY),
    page: typeof location === 'undefined' ? undefined : pageOf(new URL(location.href)),
    opener: readSession(OPENERS_STORAGE_KEY)[form],
  });
}
