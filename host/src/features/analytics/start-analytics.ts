import { addTracker, SLOW_PAGE_LOAD_MS, track, type AnalyticsEvent, type Tracker } from '@vaani/stores';

export interface AnalyticsEnv {
  metaPixelId?: string;
  ga4Id?: string;
}

/** The trackers this build switches on; a malformed id is named in a warning and left off. */
export function readAnalyticsEnv(
  values: Record<'VITE_META_PIXEL_ID' | 'VITE_GA4_ID', string | undefined> = {
    VITE_META_PIXEL_ID: import.meta.env.VITE_META_PIXEL_ID as string | undefined,
    VITE_GA4_ID: import.meta.env.VITE_GA4_ID as string | undefined,
  },
): AnalyticsEnv {
  const valid = (name: keyof typeof values, pattern: RegExp) => {
    const value = values[name];
    if (value && !pattern.test(value)) console.warn(`[analytics] ignoring malformed ${name}`);
    return value && pattern.test(value) ? value : undefined;
  };
  return { metaPixelId: valid('VITE_META_PIXEL_ID', /^\d{6,20}$/), ga4Id: valid('VITE_GA4_ID', /^G-[A-Z0-9]{4,16}$/) };
}

/** Reports the page load when it took longer than SLOW_PAGE_LOAD_MS. */
function reportSlowLoad(): void {
  const report = () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const durationMs = Math.round(navigation ? navigation.loadEventEnd || navigation.duration : performance.now());
    if (durationMs > SLOW_PAGE_LOAD_MS) track({ name: 'slow_page_load', path: window.location.pathname, durationMs });
  };
  // loadEventEnd is only set once the load handlers have returned.
  if (document.readyState === 'complete') setTimeout(report, 0);
  else window.addEventListener('load', () => setTimeout(report, 0), { once: true });
}

let started = false;

/** Switches on the trackers the environment names, once per page, loaded only then; events meanwhile wait. */
export function startAnalytics(env: AnalyticsEnv = readAnalyticsEnv()): void {
  const { metaPixelId, ga4Id } = env;
  if (started || (!metaPixelId && !ga4Id)) return;
  started = true;
  const waiting: AnalyticsEvent[] = [];
  const removeBuffer = addTracker({ id: 'buffer', track: (event) => waiting.push(event) });
  const adapters: Promise<Tracker>[] = [];
  if (metaPixelId) adapters.push(import('./meta-pixel-tracker.ts').then((m) => m.createMetaPixelTracker(metaPixelId)));
  if (ga4Id) adapters.push(import('./ga4-tracker.ts').then((m) => m.createGa4Tracker(ga4Id)));
  Promise.all(adapters)
    .then((trackers) => {
      for (const tracker of trackers) {
        addTracker(tracker);
        waiting.forEach((event) => tracker.track(event));
      }
    })
    .catch((error: unknown) => console.warn('[analytics] trackers failed to load', error))
    .finally(removeBuffer);
  reportSlowLoad();
}
