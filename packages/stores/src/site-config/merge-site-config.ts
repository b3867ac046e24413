import { isSiteLink } from '@vaani/validation';
import { DEFAULT_SITE_CONFIG } from './default-site-config.ts';
import type { ButtonStyle, ConfigurableButton, SiteConfig, StyleSettings } from './site-config-types.ts';

type Stored = Record<string, unknown>;

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps only the template's fields, with its types: storage is user-editable (on a partner's page
 * the key may be someone else's), so a stray number where a color belongs never reaches the theme.
 */
function pickTyped<T extends object>(value: unknown, template: T): Partial<T> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(template)
      .filter(([key, expected]) => typeof value[key] === typeof expected)
      .map(([key]) => [key, value[key]]),
  ) as Partial<T>;
}

/**
 * Stored entries replace the default with the same key; unknown ones are kept (an admin may have
 * added images) and missing defaults come back, so a new slot never needs a storage migration.
 */
function mergeByKey<T extends object>(
  defaults: T[],
  stored: unknown,
  keyOf: (item: Partial<T>) => unknown,
): T[] {
  const [template] = defaults;
  if (!Array.isArray(stored) || !template) return defaults;
  const storedByKey = new Map<unknown, Partial<T>>();
  for (const entry of stored) {
    const item = pickTyped(entry, template);
    const key = keyOf(item);
    if (typeof key === 'string') storedByKey.set(key, item);
  }
  const merged = defaults.map((item) => ({ ...item, ...storedByKey.get(keyOf(item)) }));
  const defaultKeys = new Set(defaults.map(keyOf));
  const blank = Object.fromEntries(
    Object.entries(template).map(([key, value]) => [key, typeof value === 'string' ? '' : value]),
  ) as T;
  const extras = [...storedByKey.entries()]
    .filter(([key]) => !defaultKeys.has(key))
    .map(([, item]) => ({ ...blank, ...item }));
  return [...merged, ...extras];
}

function mergeStyles(stored: unknown): StyleSettings {
  const defaults = DEFAULT_SITE_CONFIG.styles;
  if (!isRecord(stored)) return defaults;
  const storedButtons = isRecord(stored.buttons) ? stored.buttons : {};
  const buttons = Object.fromEntries(
    (Object.keys(defaults.buttons) as ConfigurableButton[]).map((name) => [
      name,
      { ...defaults.buttons[name], ...pickTyped(storedButtons[name], defaults.buttons[name]) },
    ]),
  ) as Record<ConfigurableButton, ButtonStyle>;
  return {
    colors: mergeByKey(defaults.colors, stored.colors, (color) => color.id),
    buttons,
    spacing: { ...defaults.spacing, ...pickTyped(stored.spacing, defaults.spacing) },
  };
}

/** A stored address breaking the site-settings rules (a planted `javascript:` link) gives way to the default's. */
function withSafeUrls<T extends { id: string; url: string }>(items: T[], defaults: T[]): T[] {
  return items.map((item) => (item.url === '' || isSiteLink(item.url) ? item : { ...item, url: defaults.find(({ id }) => id === item.id)?.url ?? '' }));
}

/** Builds a complete configuration from whatever was found in storage (possibly nothing or junk). */
export function mergeSiteConfig(stored: unknown): SiteConfig {
  if (!isRecord(stored)) return DEFAULT_SITE_CONFIG;
  return {
    styles: mergeStyles(stored.styles),
    links: withSafeUrls(mergeByKey(DEFAULT_SITE_CONFIG.links, stored.links, (link) => link.id), DEFAULT_SITE_CONFIG.links),
    images: withSafeUrls(mergeByKey(DEFAULT_SITE_CONFIG.images, stored.images, (image) => image.id), DEFAULT_SITE_CONFIG.images),
    texts: mergeByKey(DEFAULT_SITE_CONFIG.texts, stored.texts, ({ section, field }) =>
      section === undefined || field === undefined ? undefined : `${section}.${field}`,
    ),
  };
}
