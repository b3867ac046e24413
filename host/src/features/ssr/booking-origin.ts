import { fetchPublishedSettings } from '@vaani/data/site-settings';
import { mergeSiteConfig, siteLinkOf } from '@vaani/stores';

/** The database answers in milliseconds; past this it is down, and the last origin known stays. */
const LOOKUP_TIMEOUT_MS = 2000;

/**
 * The published booking calendar's origin, which the page server's CSP lets pages frame; null when
 * not https (the widget would not frame it). Rejects when the database cannot answer.
 */
export async function loadBookingOrigin(): Promise<string | null> {
  const published = await fetchPublishedSettings(AbortSignal.timeout(LOOKUP_TIMEOUT_MS));
  try {
    const parsed = new URL(siteLinkOf(mergeSiteConfig(published?.config), 'demo-booking'));
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
