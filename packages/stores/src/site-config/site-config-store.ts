import { createPreviewStore } from '../storage/browser-storage.ts';
import { mergeSiteConfig } from './merge-site-config.ts';
import type { ImageSetting, LinkSetting, SiteConfig } from './site-config-types.ts';

export const SITE_CONFIG_STORAGE_KEY = 'siteConfig';

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The admin's local preview only: what was published is a query of @vaani/data, and siteConfigOf states which one a page shows. */
export const useSiteConfigStore = createPreviewStore<SiteConfig>(
  SITE_CONFIG_STORAGE_KEY,
  (stored) => (isRecord(stored) ? mergeSiteConfig(stored) : undefined),
  mergeSiteConfig,
);

/** The one precedence of site configuration: this browser's preview, else the published (junk falls back), else the defaults. */
export function siteConfigOf(preview: SiteConfig | undefined, published: unknown): SiteConfig {
  return preview ?? mergeSiteConfig(published);
}

/** A page text; an admin who clears a field gets the section's built-in wording back rather than a hole. */
export function siteTextOf(config: SiteConfig, section: string, field: string, fallback: string): string {
  return config.texts.find((entry) => entry.section === section && entry.field === field)?.content || fallback;
}

/** An image slot with an address set (site spec §3), or undefined when empty: the page then keeps its built-in look. */
export function siteImageOf(config: SiteConfig, id: string): ImageSetting | undefined {
  const image = config.images.find((entry) => entry.id === id);
  return image?.url ? image : undefined;
}

/** A configured link's address, '' when the configuration has none by that id. */
export function siteLinkOf(config: { readonly links: readonly LinkSetting[] }, id: string): string {
  return config.links.find((link) => link.id === id)?.url ?? '';
}
