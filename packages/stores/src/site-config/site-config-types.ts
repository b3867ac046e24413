import type { DEFAULT_LINKS } from './default-links.ts';
import type { DEFAULT_STYLES } from './default-styles.ts';

/** The styles' shape is the defaults' own: colors, the three configurable buttons, the spacing. */
export type StyleSettings = typeof DEFAULT_STYLES;
export type ConfigurableButton = keyof StyleSettings['buttons'];
export type ButtonStyle = StyleSettings['buttons'][ConfigurableButton];
export type SpacingSettings = StyleSettings['spacing'];

export type SocialLinkId = 'facebook' | 'instagram' | 'twitter' | 'linkedin';

export type LinkSetting = (typeof DEFAULT_LINKS)[number];

export interface ImageSetting {
  id: string;
  section: string;
  field: string;
  url: string;
  alt: string;
  description: string;
}

export interface TextSetting {
  id: string;
  section: string;
  field: string;
  content: string;
}

export interface SiteConfig {
  styles: StyleSettings;
  links: LinkSetting[];
  images: ImageSetting[];
  texts: TextSetting[];
}
