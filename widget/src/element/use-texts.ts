import { useEffect, useMemo, useReducer } from 'react';
import { isOwnSite } from './on-partner-page.ts';
import { resolveLang } from './lang.ts';
import { resolveTexts, type TextCatalogs, type TextRequest } from './texts.ts';

/**
 * The words a view shows for its element's `lang`, `texts` and `brand-name`; undefined only while
 * a language the views' entry did not preload (a `lang` changed later) is on its way.
 */
export function useTexts<T extends Record<string, string>>(catalogs: TextCatalogs<T>, { lang, texts, brandName }: TextRequest): T | undefined {
  const wanted = resolveLang(lang);
  const catalog = catalogs.get(wanted);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!catalog) void catalogs.load(wanted).then(loaded);
  }, [catalogs, catalog, wanted]);
  return useMemo(() => catalog && resolveTexts(catalog, { texts, brandName }, !isOwnSite()), [catalog, texts, brandName]);
}
