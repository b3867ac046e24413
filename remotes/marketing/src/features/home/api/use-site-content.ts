import { DEFAULT_SITE_CONFIG, useSiteConfigStore, type ImageSetting } from '@vaani/stores';

/**
 * A configurable text of the home page. The built-in wording lives once, in the site
 * configuration's defaults; an admin who empties a field gets that wording back.
 */
export function useSiteText(section: string, field: string): string {
  const fallback =
    DEFAULT_SITE_CONFIG.texts.find((entry) => entry.section === section && entry.field === field)?.content ?? '';
  return useSiteConfigStore((state) => state.getText(section, field, fallback));
}

/** A configurable image slot; an empty url means the section shows its built-in artwork. */
export function useSiteImage(id: string): ImageSetting | undefined {
  return useSiteConfigStore((state) => state.config.images.find((image) => image.id === id));
}
