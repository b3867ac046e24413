import { fetchPublishedSettings } from '@vaani/data/site-settings';
import { mergeSiteConfig, siteLinkOf } from '@vaani/stores';

/** The database answers in milliseconds; past this it is down, and the last origin known stays. */
const LOOKUP_TIMEOUT_MS = 2000;

/**
 * The origin of the booking calendar the admin published (site settings' demo-booking link), for
 * the page server's Content-Security-Policy: pages may frame that calendar and the default ones
 * only. Null when it is not an https page (the widget would not frame it either). Rejects when
 * the database cannot answer; the server then keeps what it knew.
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
