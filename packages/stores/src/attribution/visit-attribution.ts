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
 * capped) and the origin that referred it. Later pages of the visit change nothing. It uses
 * nothing but its arguments and the page's globals, since its own source is also the inline
 * script every served page runs in its head (FIRST_LANDING_SCRIPT): a visitor who follows a link
 * before the app has loaded keeps the page and the campaign they landed with.
 */
function recordFirstLanding(key: string, params: readonly string[], max: number): void {
  try {
    if (sessionStorage.getItem(key) !== null) return;
    const url = new URL(location.href);
    const visit: Record<string, string> = { landing_page: (url.origin + url.pathname).slice(0, max) };
    for (const param of params) {
      const value = url.searchParams.get(param);
      if (value) visit[param] = value.slice(0, max);
    }
    try {
      const referrer = document.referrer ? new URL(document.referrer).origin : '';
      if (referrer && referrer !== url.origin) visit.referrer = referrer;
    } catch {
      // A referrer that is not a URL refers nothing.
    }
    sessionStorage.setItem(key, JSON.stringify(visit));
  } catch {
    // No session storage (blocked, full, or no page at all): the lead still goes, with less attribution.
  }
}

const FIRST_LANDING_ARGUMENTS = [VISIT_STORAGE_KEY, CAMPAIGN_PARAMS, MAX_ATTRIBUTION_LENGTH] as const;

/** The app's record of the visit (on a partner page, or a page the server did not render). */
export function recordVisit(): void {
  recordFirstLanding(...FIRST_LANDING_ARGUMENTS);
}

/** The same record as an inline script for the served pages' head (the page server allows it by its hash). */
export const FIRST_LANDING_SCRIPT = `(${recordFirstLanding.toString()})(${FIRST_LANDING_ARGUMENTS.map((value) => JSON.stringify(value)).join(',')})`;

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
