import { SERVER_STATE_ID } from '../ssr/server-state.ts';

/**
 * A page the server rendered recorded the visit's landing in its head (FIRST_LANDING_SCRIPT), before
 * any script; one the browser renders alone (no server state in it) records it here, on demand, so
 * no page's first load carries the recorder. The address is taken now: the router may change it
 * before the recorder has loaded.
 */
export function recordUnservedVisit(): void {
  if (document.getElementById(SERVER_STATE_ID)) return;
  const landing = location.href;
  void import('@vaani/stores/visit-record').then(
    ({ recordVisit }) => recordVisit(landing),
    // Not loaded: the visit is recorded when a lead is sent, from the page it is sent from.
    () => undefined,
  );
}
