// Build step of the widget's site build (our own site's elements; see siteBuild in vite.config.ts).
// There an element's view is a graph of chunks: mount-view, then the element's register module and
// its words, then their imports, then theirs. Fetched as the browser discovers them, each level is
// one more round trip between a tap and the dialog (four on a phone, where the partner bundle's
// module preload needs one). This step writes down, per element, every chunk its view needs and,
// per language, every chunk of its words, so the shell can ask for all of them at once.
import type { RenderedChunk } from 'rollup';
import type { Plugin } from 'vite';
import { EMBED_TAGS } from '../src/embed-contract.ts';
import type { ViewChunkTable } from '../src/embed/preload-views.ts';
import type { EmbedTag } from '../src/types.d.ts';

/** The module the site's elements import the table from. */
const VIEW_CHUNKS_ID = 'virtual:vaani-view-chunks';
const RESOLVED_ID = `\0${VIEW_CHUNKS_ID}`;
/** Stands in the rendered code for the table until every chunk has its file name. */
const MARKER = '__VAANI_VIEW_CHUNKS__';

/** `features/<feature>/register-<tag>.ts`: one element's code, imported by mount-view. */
const REGISTER_MODULE = /\/features\/([^/]+)\/register-([a-z-]+)\.ts$/;
/** `features/<feature>/texts/<lang>.ts`: one element's words in one language, imported by mount-view. */
const TEXTS_MODULE = /\/features\/([^/]+)\/texts\/([a-z]+)\.ts$/;

type Chunks = Record<string, RenderedChunk>;

/** A chunk and every chunk it imports statically, transitively: what loads with it. */
function withImports(chunks: Chunks, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks[fileName]?.imports ?? []) withImports(chunks, imported, into);
  return into;
}

/** The chunk that holds a module (whether or not the module is what the chunk was cut for). */
function chunkOf(chunks: Chunks, moduleId: string): string {
  const found = Object.values(chunks).find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!found) throw new Error(`view-chunks: no chunk holds ${moduleId}`);
  return found.fileName;
}

/**
 * Per element: the chunks of its view and, per language, those of its words, as URLs under
 * `base`; without what had loaded before the table's own code could run (the chunks loaded with
 * every entry that holds `holder`).
 */
function viewChunkTable(chunks: Chunks, holder: string, views: string, base: string): ViewChunkTable {
  const loaded = new Set<string>();
  for (const chunk of Object.values(chunks)) {
    const entryLoad = withImports(chunks, chunk.fileName);
    if (chunk.isEntry && entryLoad.has(holder)) entryLoad.forEach((file) => loaded.add(file));
  }
  withImports(chunks, holder).forEach((file) => loaded.add(file));
  const urls = (files: Set<string>) => [...files].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`);

  const viewsChunk = chunkOf(chunks, views);
  const lazy = (chunks[viewsChunk]?.dynamicImports ?? []).flatMap((file) => chunks[file]?.moduleIds ?? []);
  const table: Partial<ViewChunkTable> = {};
  for (const register of lazy) {
    const [, feature, tag] = REGISTER_MODULE.exec(register) ?? [];
    if (!feature || !EMBED_TAGS.includes(tag as EmbedTag)) continue;
    const code = withImports(chunks, chunkOf(chunks, register), withImports(chunks, viewsChunk));
    const texts: Record<string, string[]> = {};
    for (const words of lazy) {
      const [, wordsFeature, lang] = TEXTS_MODULE.exec(words) ?? [];
      if (wordsFeature !== feature || !lang) continue;
      const wordsChunks = [...withImports(chunks, chunkOf(chunks, words))].filter((file) => !code.has(file));
      texts[lang] = urls(new Set(wordsChunks));
    }
    table[tag as EmbedTag] = { code: urls(code), texts };
  }
  const missing = EMBED_TAGS.filter((tag) => !table[tag]);
  if (missing.length) throw new Error(`view-chunks: ${views} imports no register module for ${missing.join(', ')}`);
  return table as ViewChunkTable;
}

/**
 * Serves `virtual:vaani-view-chunks` (its default export: the table) and writes the table into
 * the chunk that holds it once every chunk is rendered. The file names it writes still carry
 * Rollup's hash placeholders, which Rollup fills in and counts in that chunk's own hash.
 * @param views the views' entry (mount-view.ts), which imports each element's register module and words
 */
export function viewChunksPlugin(views: string): Plugin {
  let base = '/';
  return {
    name: 'vaani:view-chunks',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === VIEW_CHUNKS_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${MARKER};` : undefined),
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.moduleIds.includes(RESOLVED_ID)) return null;
      if (!code.includes(MARKER)) throw new Error(`view-chunks: ${chunk.fileName} holds the table but not its marker`);
      return { code: code.replace(MARKER, JSON.stringify(viewChunkTable(chunks, chunk.fileName, views, base))), map: null };
    },
  };
}
