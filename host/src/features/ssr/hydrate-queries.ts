// Loaded only when the served HTML carries rows: @vaani/data (a federation singleton, the same
// cache the remotes read) stays out of the first load of pages the browser renders alone.
import { queryCache, serverRender, type DehydratedState } from '@vaani/data';
import { applyPublishedSettings, type PublishedSettings } from '@vaani/stores';

export function hydrateQueries(queries: unknown): void {
  serverRender.hydrate(queries as DehydratedState);
}

/**
 * Reads again what a page from the server's cache was rendered from (it may be up to a minute
 * old), so a visitor right after an admin's edit still sees it at once. Settings as served are
 * not applied again: a store update re-renders the page, and a section still waiting to hydrate
 * that receives it is rendered afresh instead (its served HTML replaced, a click on it lost).
 * Rows read again cause no render when unchanged (react-query keeps equal data as it was).
 */
export async function refreshServedContent(served: PublishedSettings | null): Promise<void> {
  await queryCache.invalidate([]);
  const published = await serverRender.loadPublishedSettings();
  if (JSON.stringify(published) !== JSON.stringify(served)) applyPublishedSettings(published);
}
