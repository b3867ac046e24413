// The words an element shows: one catalog per element and language, loaded on its own (a Hindi
// page downloads Hindi only), under the page's `brand-name` and `texts`. No React: the views'
// entry preloads a catalog beside the element's code.

import { MAX_BRAND_LENGTH } from '@vaani/validation';
import { warnOnce, type Lang } from './lang.ts';

/** Whose words the defaults are when the page names no brand: ours. */
const DEFAULT_BRAND = 'Vaani AI';
const BRAND_PLACEHOLDER = '{brand}';

/**
 * One element's words in one language: `partner` replaces some on partner pages (a home buyer has
 * no "Business Email"), `branded` some when the page names its brand (with `{brand}`).
 */
export interface TextCatalog<T extends Record<string, string>> {
  texts: T;
  partner: Partial<T>;
  branded: Partial<T>;
}

/** What the page asked for, from the element's attributes. */
export interface TextRequest {
  lang?: string | null | undefined;
  texts?: string | null | undefined;
  brandName?: string | null | undefined;
}

/** The page's `brand-name`, trimmed and cut (with an ellipsis) to 60 characters; null when it names none. */
export function brandOf(attribute: string | null | undefined): string | null {
  const brand = attribute?.trim();
  if (!brand) return null;
  const characters = Array.from(brand);
  return characters.length > MAX_BRAND_LENGTH ? `${characters.slice(0, MAX_BRAND_LENGTH - 1).join('').trimEnd()}…` : brand;
}

/** Tags, comments, entities: our texts render as text, so markup in them is a mistake or an attack. */
const MARKUP = /<[a-z!/?]|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

/**
 * The page's `texts`, a JSON object of known keys to strings: not JSON, not an object or holding
 * markup, ignored whole; an unknown key or a value that is not text skipped; one warning each.
 */
export function parseTexts(attribute: string | null | undefined, known: readonly string[]): Record<string, string> {
  if (!attribute?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(attribute);
  } catch {
    warnOnce('texts is not JSON: ignored.');
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    warnOnce('texts is not a JSON object: ignored.');
    return {};
  }
  const entries = Object.entries(parsed);
  if (entries.some(([, value]) => typeof value === 'string' && MARKUP.test(value))) {
    warnOnce('texts holds markup: ignored.');
    return {};
  }
  const texts: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (!known.includes(key)) warnOnce(`texts has an unknown key "${key}": ignored. Known keys: ${known.join(', ')}.`);
    else if (typeof value !== 'string' || !value.trim()) warnOnce(`texts.${key} is not text: ignored.`);
    else texts[key] = value;
  }
  return texts;
}

/** The words to show: the language's, the page flavour's, the brand's, then the page's own. */
export function resolveTexts<T extends Record<string, string>>(
  catalog: TextCatalog<T>,
  { texts, brandName }: TextRequest,
  onPartnerPage: boolean,
): T {
  const brand = brandOf(brandName);
  const merged: Record<string, string> = {
    ...catalog.texts,
    ...(onPartnerPage ? catalog.partner : {}),
    ...(brand ? catalog.branded : {}),
    ...parseTexts(texts, Object.keys(catalog.texts)),
  };
  const name = brand ?? DEFAULT_BRAND;
  return Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, value.replaceAll(BRAND_PLACEHOLDER, name)])) as T;
}

type CatalogModule<T extends Record<string, string>> = Promise<{ default: TextCatalog<T> }>;

/** An element's catalogs by language, each imported (its own chunk) on first need. */
export interface TextCatalogs<T extends Record<string, string>> {
  load(lang: Lang): Promise<TextCatalog<T>>;
  get(lang: Lang): TextCatalog<T> | undefined;
}

export function textCatalogs<T extends Record<string, string>>(
  importers: Record<Lang, () => CatalogModule<T>>,
): TextCatalogs<T> {
  const loaded: Partial<Record<Lang, TextCatalog<T>>> = {};
  const loading: Partial<Record<Lang, Promise<TextCatalog<T>>>> = {};
  return {
    load(lang) {
      loading[lang] ??= importers[lang]().then(({ default: catalog }) => {
        loaded[lang] = catalog;
        return catalog;
      });
      return loading[lang];
    },
    get: (lang) => loaded[lang],
  };
}
