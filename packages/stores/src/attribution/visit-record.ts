// Where a visit came from, kept first-party for the tab's session (session storage, no cookie,
// nothing sent anywhere until a form sends a lead with it). Session storage is per origin, so on a
// partner page it is the partner site's own visit. Every page our server sends records it in its
// head (FIRST_LANDING_SCRIPT, built from recordFirstLanding's own source), rendered or not; the
// app records it only on a partner page (the demo-call element, on intent), so none of this
// module is in a page's first load (`@vaani/stores/visit-record`, off the index).
import { CAMPAIGN_PARAMS, MAX_ATTRIBUTION_LENGTH } from '@vaani/validation';

export const VISIT_STORAGE_KEY = 'vaani:visit';

/**
 * Records the visit's first landing page once per session, with its campaign parameters (each
 * capped) and the origin that referred it. Later pages of the visit change nothing. It uses
 * nothing but its arguments and the page's globals, since its source is also the inline script of
 * the served pages (see first-landing-script.ts): a visitor who follows a link before the app has
 * loaded keeps the page and the campaign they landed with.
 */
export function recordFirstLanding(key: string, params: readonly string[], max: number): void {
  try {
    if (sessionStorage.getItem(key) !== null) return;
    const url = new URL(location.href);
    const visit: Record<string, string> = { landing_page: (url.origin + url.pathname).slice(0, max) };
    for (const param of params) {
      const value = url.searchParams.get(param);
      if (value) visit[param] = value.slice(0, max);
    }
    try {
      const referrer = document.referrer && new URL(document.referrer).origin;
      if (referrer && referrer !== url.origin) visit.referrer = referrer;
    } catch {
      // A referrer that is not a URL refers nothing.
    }
    sessionStorage.setItem(key, JSON.stringify(visit));
  } catch {
    // No session storage (blocked, full, or no page at all): the lead still goes, with less attribution.
  }
}

/** recordFirstLanding's arguments but the address, the same for the app and the inline script. */
export const FIRST_LANDING_ARGUMENTS = [VISIT_STORAGE_KEY, CAMPAIGN_PARAMS, MAX_ATTRIBUTION_LENGTH] as const;

/** The app's record of the visit, landed on the page's address now. */
export function recordVisit(): void {
  recordFirstLanding(...FIRST_LANDING_ARGUMENTS);
}
