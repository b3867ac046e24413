import { useSiteConfig } from '@vaani/data/site-settings';
import { DEFAULT_SITE_CONFIG, siteTextOf, type ImageSetting } from '@vaani/stores';

/**
 * A configurable text of the home page. The built-in wording lives once, in the site
 * configuration's defaults; an admin who empties a field gets that wording back.
 */
export function useSiteText(section: string, field: string): string {
  const fallback =
    DEFAULT_SITE_CONFIG.texts.find((entry) => entry.section === section && entry.field === field)?.content ?? '';
  return siteTextOf(useSiteConfig(), section, field, fallback);
}

/** A configurable image slot (the admin's choice, else its default); an empty url means the section shows its built-in artwork. */
export function useSiteImage(id: string): ImageSetting | undefined {
  return useSiteConfig().images.find((image) => image.id === id);
}
