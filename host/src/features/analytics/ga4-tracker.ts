import { eventParams, type AnalyticsEvent, type Tracker } from '@vaani/stores';
import { loadScriptWhenIdle } from './load-script.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** GA4's recommended event names where one fits; the rest keep our own snake_case names. */
const RECOMMENDED: Partial<Record<AnalyticsEvent['name'], string>> = {
  lead: 'generate_lead',
  complete_registration: 'sign_up',
};

export function createGa4Tracker(measurementId: string): Tracker {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, as Google's snippet pushes them.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  // Page views come from the router (a single-page app), not from gtag's automatic one.
  gtag('config', measurementId, { send_page_view: false });
  loadScriptWhenIdle(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  return {
    id: 'ga4',
    track(event) {
      if (event.name === 'page_view') {
        gtag('event', 'page_view', { page_path: event.path, page_title: event.title, page_location: window.location.href });
        return;
      }
      gtag('event', RECOMMENDED[event.name] ?? event.name, eventParams(event));
    },
  };
}
