// Loaded only when the served HTML carries rows: @vaani/data (a federation singleton, the same
// cache the remotes read) stays out of the first load of pages the browser renders alone.
import {
  CASE_STUDIES_KEY,
  KEY_FEATURES_KEY,
  queryCache,
  serverRender,
  SITE_PAGES_KEY,
  TESTIMONIALS_KEY,
  type DehydratedState,
} from '@vaani/data';
import { applyPublishedSettings, type PublishedSettings } from '@vaani/stores';

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
 * old), so a visitor right after an admin's edit still sees it at once. Settings as served are
 * not applied again: a store update re-renders the page, and a section still waiting to hydrate
 * that receives it is rendered afresh instead (its served HTML replaced, a click on it lost).
 * Rows read again cause no render when unchanged (react-query keeps equal data as it was).
 */
export async function refreshServedContent(served: PublishedSettings | null): Promise<void> {
  await Promise.all(EDITED_CONTENT.map((key) => queryCache.invalidate([...key])));
  const published = await serverRender.loadPublishedSettings();
  if (JSON.stringify(published) !== JSON.stringify(served)) applyPublishedSettings(published);
}
