import type { ButtonStyle, ConfigurableButton, SiteConfig, SpacingSettings } from '@vaani/stores';

export const SETTINGS_MESSAGES = {
  invalidColor: 'Enter a color such as #1e293b, rgb(30, 41, 59) or transparent',
  invalidLink: 'Enter a full address starting with https:// or a path starting with /',
  invalidSize: 'Enter a size such as 8px, 0.5rem or 50%',
  invalidNumber: 'Enter a whole number of pixels, 0 or more',
  fixErrors: 'Fix the highlighted fields first',
} as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgb|rgba|hsl|hsla)\(\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*([,/]\s*[\d.]+%?\s*)?\)$/i;
const SIZE = /^\d+(\.\d+)?(px|rem|em|%)$/;

export const isColor = (value: string) => HEX.test(value.trim()) || FUNCTIONAL.test(value.trim()) || value.trim() === 'transparent';

/** A link is a path on this site, or an http(s) address. */
export function isLink(value: string): boolean {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const BUTTON_COLORS: (keyof ButtonStyle)[] = ['background', 'textColor', 'hoverBackground', 'borderColor'];

export const fieldKey = {
  color: (id: string) => `color:${id}`,
  button: (button: ConfigurableButton, prop: keyof ButtonStyle) => `button:${button}:${prop}`,
  spacing: (key: keyof SpacingSettings) => `spacing:${key}`,
  link: (id: string) => `link:${id}`,
};

/** The message of every invalid field, by field key; an empty object means publishable. */
export function validateSiteConfig(config: SiteConfig): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const color of config.styles.colors) if (!isColor(color.value)) errors[fieldKey.color(color.id)] = SETTINGS_MESSAGES.invalidColor;
  for (const [button, style] of Object.entries(config.styles.buttons) as [ConfigurableButton, ButtonStyle][]) {
    for (const prop of BUTTON_COLORS) if (!isColor(style[prop])) errors[fieldKey.button(button, prop)] = SETTINGS_MESSAGES.invalidColor;
    if (!SIZE.test(style.borderRadius.trim())) errors[fieldKey.button(button, 'borderRadius')] = SETTINGS_MESSAGES.invalidSize;
  }
  for (const [key, value] of Object.entries(config.styles.spacing) as [keyof SpacingSettings, number][]) {
    if (!Number.isInteger(value) || value < 0) errors[fieldKey.spacing(key)] = SETTINGS_MESSAGES.invalidNumber;
  }
  // An empty social link means "not shown"; the two built-in links always need an address.
  for (const link of config.links) {
    if ((link.url || ['demo-booking', 'get-started'].includes(link.id)) && !isLink(link.url)) errors[fieldKey.link(link.id)] = SETTINGS_MESSAGES.invalidLink;
  }
  return errors;
}
