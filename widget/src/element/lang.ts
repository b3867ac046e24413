// Which language an element speaks. Apart from its words (texts.ts) because our site's elements
// decide it before any view has loaded, to fetch that language's words with the view's code.

/** Languages every element speaks completely. */
const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

const warned = new Set<string>();

/** A page's mistake is told to its developer once, not on every render. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[vaani] ${message}`);
}

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * The element's `lang`, else the page's `<html lang>`, else English; `hi-IN` counts as `hi`. Only
 * an element's own `lang` is warned about, by the view (`warn`), not the loader: a page written in
 * a language we do not speak is no mistake.
 */
export function resolveLang(attribute: string | null | undefined, warn = true): Lang {
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const wanted = (attribute || page || 'en').trim().toLowerCase().split('-')[0] ?? 'en';
  if (isLang(wanted)) return wanted;
  if (attribute && warn) warnOnce(`lang="${attribute}" is not one of ${LANGS.join(', ')}: showing English.`);
  return 'en';
}
