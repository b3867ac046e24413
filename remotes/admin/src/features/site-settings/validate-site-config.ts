import type { ButtonStyle, ConfigurableButton, SiteConfig, SpacingSettings } from '@vaani/stores';
import { isCssColor, isCssSize, isSiteLink, isSpacing } from '@vaani/validation';
import { settingPath } from './settings-sections.ts';

export const SETTINGS_MESSAGES = {
  invalidColor: 'Enter a color such as #1e293b, rgb(30, 41, 59) or transparent',
  invalidLink: 'Enter a full address starting with https:// or a path starting with /',
  invalidSize: 'Enter a size such as 8px, 0.5rem or 50%',
  invalidNumber: 'Enter a whole number of pixels, 0 or more',
  invalidImage: 'Enter an image address starting with https:// or a path starting with /',
  fixErrors: 'Fix the highlighted fields first',
} as const;

const BUTTON_COLORS: (keyof ButtonStyle)[] = ['background', 'textColor', 'hoverBackground', 'borderColor'];

/** The message of every invalid field, by its setting's path; an empty object means publishable. */
export function validateSiteConfig(config: SiteConfig): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const color of config.styles.colors) if (!isCssColor(color.value)) errors[settingPath.color(color.id)] = SETTINGS_MESSAGES.invalidColor;
  for (const [button, style] of Object.entries(config.styles.buttons) as [ConfigurableButton, ButtonStyle][]) {
    for (const prop of BUTTON_COLORS) if (!isCssColor(style[prop])) errors[settingPath.button(button, prop)] = SETTINGS_MESSAGES.invalidColor;
    if (!isCssSize(style.borderRadius)) errors[settingPath.button(button, 'borderRadius')] = SETTINGS_MESSAGES.invalidSize;
  }
  for (const [key, value] of Object.entries(config.styles.spacing) as [keyof SpacingSettings, number][]) {
    if (!isSpacing(value)) errors[settingPath.spacing(key)] = SETTINGS_MESSAGES.invalidNumber;
  }
  // An empty social link means "not shown"; the two built-in links always need an address.
  for (const link of config.links) {
    if ((link.url || ['demo-booking', 'get-started'].includes(link.id)) && !isSiteLink(link.url)) errors[settingPath.link(link.id)] = SETTINGS_MESSAGES.invalidLink;
  }
  // An empty image keeps the section's built-in look.
  for (const image of config.images) if (image.url && !isSiteLink(image.url)) errors[settingPath.image(image.id)] = SETTINGS_MESSAGES.invalidImage;
  return errors;
}
