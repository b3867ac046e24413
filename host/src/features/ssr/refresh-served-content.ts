// Loaded only for a page that came from the server's page cache, a while after it hydrated.
import { CASE_STUDIES_KEY, invalidate, KEY_FEATURES_KEY, SITE_PAGES_KEY, TESTIMONIALS_KEY } from '@vaani/data/hydration';
import { PUBLISHED_SETTINGS_KEY } from '@vaani/data/site-settings';

/** The content an admin edits; media lookups are kept for the session (spec §4). */
const EDITED_CONTENT = [CASE_STUDIES_KEY, KEY_FEATURES_KEY, TESTIMONIALS_KEY, SITE_PAGES_KEY, PUBLISHED_SETTINGS_KEY];

/**
 * Reads again what a cached page (up to a minute old) was rendered from, so an admin's edit shows
 * at once. Unchanged data causes no render, so a section still waiting to hydrate keeps its HTML.
 */
export async function refreshServedContent(): Promise<void> {
  await Promise.all(EDITED_CONTENT.map((key) => invalidate([...key])));
}
