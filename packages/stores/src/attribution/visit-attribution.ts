// Where a visit came from, kept first-party for the tab's session (session storage, no cookie,
// nothing sent anywhere until a form sends a lead with it). Session storage is per origin, so on a
// partner page it is the partner site's own visit. Only the recording lives here, in every page's
// first load; the lead outbox reads it when a lead is sent, and save_lead cleans what it stores.
import { CAMPAIGN_PARAMS, MAX_ATTRIBUTION_LENGTH } from '@vaani/validation';

export const VISIT_STORAGE_KEY = 'vaani:visit';
export const OPENERS_STORAGE_KEY = 'vaani:lead-openers';

/** The forms a control opens; the inline forms (callback, newsletter) have no opener. */
export type OpenedForm = 'demo-call' | 'get-started';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: object): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the lead still goes, with less attribution.
  }
}

/** A page as leads record it: origin and path, never the query (which may hold anything), capped. */
export const pageOf = (url: URL) => (url.origin + url.pathname).slice(0, MAX_ATTRIBUTION_LENGTH);

/**
 * Records the visit's first landing page once per session, with its campaign parameters (each
 * capped) and the origin that referred it. Later pages of the visit change nothing.
 */
export function recordVisit(): void {
  const store = session();
  if (typeof location === 'undefined' || !store || store.getItem(VISIT_STORAGE_KEY) !== null) return;
  const url = new URL(location.href);
  const visit: Record<string, string> = { landing_page: pageOf(url) };
  for (const param of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(param);
    if (value) visit[param] = value.slice(0, MAX_ATTRIBUTION_LENGTH);
  }
  try {
    const referrer = document.referrer ? new URL(document.referrer).origin : '';
    if (referrer && referrer !== url.origin) visit.referrer = referrer;
  } catch {
    // A referrer that is not a URL refers nothing.
  }
  write(VISIT_STORAGE_KEY, visit);
}

/** Remembers which control opened `form` (the last one wins): 'header', 'hero', 'use-case:…'. */
export function noteOpener(form: OpenedForm, control: string): void {
  let openers: unknown;
  try {
    openers = JSON.parse(session()?.getItem(OPENERS_STORAGE_KEY) ?? '{}');
  } catch {
    openers = {};
  }
  write(OPENERS_STORAGE_KEY, { ...(typeof openers === 'object' ? openers : {}), [form]: control.slice(0, MAX_ATTRIBUTION_LENGTH) });
}
