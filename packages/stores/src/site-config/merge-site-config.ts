import { isSiteLink } from '@vaani/validation';
import { DEFAULT_SITE_CONFIG } from './default-site-config.ts';
import type { ButtonStyle, ConfigurableButton, SiteConfig, StyleSettings } from './site-config-types.ts';

type Stored = Record<string, unknown>;

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps only the fields the template knows, with the template's type: storage is user-editable
 * (and on a partner's page the key may even belong to someone else), so a stray number where a
 * color string belongs must not reach the theme.
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
 * Stored entries replace the default with the same key; stored entries unknown to the defaults
 * are kept (an admin may have added images), and defaults missing from an older saved config
 * come back, so adding a new slot in code never needs a migration of visitors' storage.
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

/**
 * A stored address that breaks the site-settings rules (a `javascript:` link planted past the
 * database's checks, or in local storage) gives way to the default's; an empty one stays empty.
 */
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
