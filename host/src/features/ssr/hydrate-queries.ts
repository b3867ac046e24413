// Loaded only when the served HTML carries rows. Only the cache's own entry: the rest of
// @vaani/data (a federation singleton holding the same cache the remotes read) comes with the
// first section that reads data.
import {
  CASE_STUDIES_KEY,
  KEY_FEATURES_KEY,
  queryCache,
  serverRender,
  SITE_PAGES_KEY,
  TESTIMONIALS_KEY,
  type DehydratedState,
} from '@vaani/data/hydration';
import { applyPublishedSettings } from '@vaani/stores';

export function hydrateQueries(queries: unknown): void {
  serverRender.hydrate(queries as DehydratedState);
}

/**
 * The content an admin edits. Media lookups are not among them: the spec keeps their answers for
 * the visitor's session.
 */
const EDITED_CONTENT = [CASE_STUDIES_KEY, KEY_FEATURES_KEY, TESTIMONIALS_KEY, SITE_PAGES_KEY];

/**
 * Reads again what a page from the server's cache was rendered from (it may be up to a minute
 * old), so a visitor right after an admin's edit still sees it at once. Settings as served change
 * nothing (applyPublishedSettings ignores the same settings again: a store update would re-render
 * the page, and a section still waiting to hydrate that receives it is rendered afresh, its
 * served HTML replaced and a click on it lost). Rows read again cause no render when unchanged
 * (react-query keeps equal data as it was).
 */
export async function refreshServedContent(): Promise<void> {
  await Promise.all(EDITED_CONTENT.map((key) => queryCache.invalidate([...key])));
  applyPublishedSettings(await serverRender.loadPublishedSettings());
}
