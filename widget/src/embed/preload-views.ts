// Fetched as the browser discovers them, each level of a view's chunk graph costs one more round
// trip after the tap (four on a phone). Each build writes down every chunk each view and its words
// need (build/view-chunks-plugin.ts): preloading them all at once turns those levels into one. On
// our own site the view's shared modules come from the page (the host's build), asked for alongside.
import type { Lang } from '../element/lang.ts';
import type { EmbedTag } from '../types.d.ts';

/**
 * Per element, the URLs of its view's chunks and, per language, of its words'; and the shared
 * modules its view imports.
 */
export type ViewChunkTable = Record<EmbedTag, { code: string[]; texts: Partial<Record<Lang, string[]>>; shared: string[] }>;

const asked = new Set<string>();

/**
 * Starts fetching, once per page, every chunk the view of `tag` in `lang` needs (URLs relative to
 * `base`), and importing its shared modules through `importShared` (partner pages have none). A
 * failed import is the view's to report: it imports the module again when it runs.
 */
export function preloadViews(table: ViewChunkTable, tag: EmbedTag, lang: Lang, importShared?: (name: string) => Promise<unknown>, base?: URL): void {
  const { code, texts, shared } = table[tag];
  for (const name of shared) importShared?.(name).catch(() => undefined);
  // Into the document at once: each insertion on its own cost 1-3 ms of a phone's main thread, in
  // the very task of the tap.
  const links = document.createDocumentFragment();
  for (const href of [...code, ...(texts[lang] ?? [])]) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(href, base ?? location.href).href;
    links.append(link);
  }
  document.head.append(links);
}
