import { useSectionOrderStore } from '../section-order/section-order-store.ts';
import { useSiteConfigStore } from './site-config-store.ts';

export interface PublishedSettings {
  config: unknown;
  sectionOrder: unknown;
}

/**
 * Hands what the admin published to both stores; null (nothing published or not reachable) marks
 * the published layer as loaded and empty, so visitors get the local preview or the defaults.
 */
export function applyPublishedSettings(settings: PublishedSettings | null): void {
  useSiteConfigStore.getState().applyPublished(settings?.config);
  useSectionOrderStore.getState().applyPublished(settings?.sectionOrder);
}
