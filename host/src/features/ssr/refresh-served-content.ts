// Loaded only for a page that came from the server's page cache, a while after it hydrated.
import { CASE_STUDIES_KEY, KEY_FEATURES_KEY, queryCache, SITE_PAGES_KEY, TESTIMONIALS_KEY } from '@vaani/data/hydration';
import { PUBLISHED_SETTINGS_KEY } from '@vaani/data/site-settings';

/**
 * The content an admin edits. Media lookups are not among them: the spec keeps their answers for
 * the visitor's session.
 */
const EDITED_CONTENT = [CASE_STUDIES_KEY, KEY_FEATURES_KEY, TESTIMONIALS_KEY, SITE_PAGES_KEY, PUBLISHED_SETTINGS_KEY];

/**
 * Reads again what a page from the server's cache was rendered from (it may be up to a minute
 * old), so a visitor right after an admin's edit still sees it at once. What has not changed
 * causes no render (react-query keeps equal data as it was), so a section still waiting to
 * hydrate keeps its served HTML.
 */
export async function refreshServedContent(): Promise<void> {
  await Promise.all(EDITED_CONTENT.map((key) => queryCache.invalidate([...key])));
}
