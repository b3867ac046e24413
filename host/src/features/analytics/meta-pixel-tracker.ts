import { eventParams, type AnalyticsEvent, type Tracker } from '@vaani/stores';
import { loadScriptWhenIdle } from './load-script.ts';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** Meta's standard events where one fits; the rest go as custom events under our own names. */
const STANDARD: Partial<Record<AnalyticsEvent['name'], string>> = {
  page_view: 'PageView',
  lead: 'Lead',
  contact: 'Contact',
  view_content: 'ViewContent',
  complete_registration: 'CompleteRegistration',
  demo_request: 'Schedule',
};

/** The queue Meta's own snippet installs: calls made before fbevents.js arrives wait in it. */
function installQueue(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

export function createMetaPixelTracker(pixelId: string): Tracker {
  const fbq = installQueue();
  fbq('init', pixelId);
  loadScriptWhenIdle(META_PIXEL_SCRIPT);
  return {
    id: 'meta-pixel',
    track(event) {
      const standard = STANDARD[event.name];
      if (standard) fbq('track', standard, eventParams(event));
      else fbq('trackCustom', event.name, eventParams(event));
    },
  };
}
