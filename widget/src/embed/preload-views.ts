// On our own site an element's view is a graph of chunks, and fetched as the browser discovers
// them each level of imports costs one more round trip after the tap. The site build writes down
// every chunk each view and its words need (build/view-chunks-plugin.ts); asking for all of them
// at once, as module preloads, turns those levels into one.
import type { Lang } from '../element/lang.ts';
import type { EmbedTag } from '../types.d.ts';

/** Per element, the URLs of its view's chunks and, per language, of its words'. */
export type ViewChunkTable = Record<EmbedTag, { code: string[]; texts: Partial<Record<Lang, string[]>> }>;

const asked = new Set<string>();

/** Starts fetching every chunk the view of `tag` in `lang` needs; each chunk once per page. */
export function preloadViews(table: ViewChunkTable, tag: EmbedTag, lang: Lang): void {
  const { code, texts } = table[tag];
  for (const href of [...code, ...(texts[lang] ?? [])]) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
