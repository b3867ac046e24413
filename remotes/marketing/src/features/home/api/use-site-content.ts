// The site configuration as the home page reads it: texts, image slots, and backgrounds made of them.
import { useSiteConfig } from '@vaani/data/site-settings';
import { DEFAULT_SITE_CONFIG, siteTextOf, type ImageSetting } from '@vaani/stores';
import type { CSSProperties } from 'react';

/** A configurable text of the home page; an emptied field gets the defaults' wording back. */
export function useSiteText(section: string, field: string): string {
  const fallback =
    DEFAULT_SITE_CONFIG.texts.find((entry) => entry.section === section && entry.field === field)?.content ?? '';
  return siteTextOf(useSiteConfig(), section, field, fallback);
}

/** A configurable image slot (the admin's choice, else its default); an empty url means the section shows its built-in artwork. */
export function useSiteImage(id: string): ImageSetting | undefined {
  return useSiteConfig().images.find((image) => image.id === id);
}

/** One admin-set image of a section's background. */
export interface BackgroundLayer {
  /** A web address or site path that passed the site-settings rules (isSiteLink). */
  url: string;
  /** 'cover' for a picture, 'auto' for a pattern that repeats. */
  fit: 'cover' | 'auto';
}

/**
 * The inline style of a background of admin-set images, top layer first (undefined: none set).
 * Inline, so no stylesheet ever holds an admin's text; `tint` keeps text over the pictures readable.
 */
export function backgroundLayers(layers: readonly (BackgroundLayer | undefined)[], tint?: string): CSSProperties | undefined {
  const set = layers.filter((layer): layer is BackgroundLayer => Boolean(layer?.url));
  if (set.length === 0) return undefined;
  const images = set.map((layer) => `url(${JSON.stringify(layer.url)})`);
  return {
    backgroundImage: [...(tint ? [`linear-gradient(${tint}, ${tint})`] : []), ...images].join(', '),
    backgroundSize: [...(tint ? ['auto'] : []), ...set.map((layer) => layer.fit)].join(', '),
    backgroundRepeat: [...(tint ? ['no-repeat'] : []), ...set.map((layer) => (layer.fit === 'auto' ? 'repeat' : 'no-repeat'))].join(', '),
    backgroundPosition: 'center',
  };
}
