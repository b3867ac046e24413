import { OPENERS_STORAGE_KEY } from '@vaani/stores';
import { VISIT_STORAGE_KEY } from '@vaani/stores/visit-record';
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
 * one it was sent from): the visit as recorded, the page (origin and path, never the query, which
 * may hold anything) and the control that opened the form. The visit was recorded before any lead
 * could be sent (in the head of every page our server sends, by the demo-call element on a
 * partner page), so the recorder is not loaded again here; a visit nothing could record
 * (storage blocked then) landed, for all anyone knows, on the page the lead is sent from. Each
 * value was capped when it was recorded; save_lead cleans what it stores (and drops what it does
 * not know), so no page pays for a second cleaner.
 */
export function attributionFor(form: string): Attribution {
  const opener = readSession(OPENERS_STORAGE_KEY)[form];
  const page = typeof location === 'undefined' ? undefined : (location.origin + location.pathname).slice(0, MAX_ATTRIBUTION_LENGTH);
  return {
    ...(page === undefined ? {} : { landing_page: page }),
    ...readSession(VISIT_STORAGE_KEY),
    ...(page === undefined ? {} : { page }),
    ...(typeof opener === 'string' ? { opener } : {}),
  };
}
