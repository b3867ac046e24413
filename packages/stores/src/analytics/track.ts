import type { AnalyticsEvent, Tracker } from './analytics-events.ts';

// A federation singleton, so host and remotes share this one list. The adapters (Meta Pixel, GA4)
// live in the host, so partner-page bundles never contain them.
const trackers: Tracker[] = [];

/** Adds a destination; events tracked from now on reach it. Returns its removal. */
export function addTracker(tracker: Tracker): () => void {
  trackers.push(tracker);
  return () => {
    const index = trackers.indexOf(tracker);
    if (index >= 0) trackers.splice(index, 1);
  };
}

/**
 * Reports an event to every enabled tracker; a no-op when none is (the default, and always on
 * partner pages). A failing tracker never breaks the click or form that reported the event.
 */
export function track(event: AnalyticsEvent): void {
  for (const tracker of trackers) {
    try {
      tracker.track(event);
    } catch (error) {
      console.warn(`[analytics] ${tracker.id} failed on ${event.name}`, error);
    }
  }
}
