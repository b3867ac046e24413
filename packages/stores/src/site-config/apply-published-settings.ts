import { useSectionOrderStore } from '../section-order/section-order-store.ts';
import { useSiteConfigStore } from './site-config-store.ts';

export interface PublishedSettings {
  config: unknown;
  sectionOrder: unknown;
}

let applied: string | undefined;

/**
 * Hands what the admin published to both stores; null (nothing published or not reachable) marks
 * the published layer as loaded and empty, so visitors get the local preview or the defaults.
 * The same settings again change nothing: new objects would give every reader a new theme, and
 * React would drop the served HTML of the home sections still waiting to hydrate for 'Loading...'.
 */
export function applyPublishedSettings(settings: PublishedSettings | null): void {
  const json = JSON.stringify(settings);
  if (json === applied) return;
  applied = json;
  useSiteConfigStore.getState().applyPublished(settings?.config);
  useSectionOrderStore.getState().applyPublished(settings?.sectionOrder);
}

let requested: Promise<void> | undefined;

/**
 * Asks for the published settings once per page, whoever asks first (the host at start, or a page
 * opened without it): this store is a shared singleton, so later callers share the first request.
 */
export function loadPublishedSettings(fetchPublished: () => Promise<PublishedSettings | null>): Promise<void> {
  requested ??= fetchPublished().then(applyPublishedSettings);
  return requested;
}
