// Where a visit came from, kept first-party in session storage (no cookie, sent only with a lead);
// per origin, so on a partner page it is the partner site's own visit. Our served pages record it
// in their head (FIRST_LANDING_SCRIPT); the app records it only on a partner page (the demo-call
// element, on intent), so this module is in no page's first load (off the index).
import { CAMPAIGN_PARAMS, MAX_ATTRIBUTION_LENGTH } from '@vaani/validation';

export const VISIT_STORAGE_KEY = 'vaani:visit';

/**
 * Records the visit's first landing page once per session, with its campaign parameters (each
 * capped) and the referring origin. It uses only its arguments and the page's globals: its source
 * is also the served pages' inline script (first-landing-script.ts).
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
