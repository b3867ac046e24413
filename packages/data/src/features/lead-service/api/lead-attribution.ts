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
 * A lead's attribution, taken as it enters the outbox: the recorded visit, the page (never the
 * query, which may hold anything) and the form's opener. The visit was recorded before any lead
 * could be sent, so no recorder loads here; an unrecorded one landed on this page, for all anyone
 * knows. Values were capped when recorded and save_lead cleans them, so no second cleaner.
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
