// Build step of the site build (siteBuild in vite.config.ts): per element, every chunk its view
// needs, per language those of its words, and the shared modules it imports (the host's, named by
// no chunk of ours), for the shell to preload at once (preload-views.ts says why).
import type { RenderedChunk } from 'rollup';
import type { Plugin } from 'vite';
import { EMBED_TAGS } from '../src/embed-contract.ts';
import type { ViewChunkTable } from '../src/embed/preload-views.ts';
import type { EmbedTag } from '../src/types.d.ts';
import { chunkHolding, REGISTER_MODULE, TEXTS_MODULE, withImports } from './view-bundle.ts';

/** The module the site's elements import the table from. */
const VIEW_CHUNKS_ID = 'virtual:vaani-view-chunks';
const RESOLVED_ID = `\0${VIEW_CHUNKS_ID}`;
/** Stands in the rendered code for the table until every chunk has its file name. */
const MARKER = '__VAANI_VIEW_CHUNKS__';

/**
 * How the federation plugin (1.4.x) rewrites the import of a shared module, in the code our
 * `transform` sees after it: `await importShared('react')`.
 */
const SHARED_IMPORT = /\bimportShared\((['"])([^'"]+)\1\)/g;

type Chunks = Record<string, RenderedChunk>;
/** Per module id, the shared modules it imports. */
type SharedImports = Map<string, string[]>;

const chunkOf = (chunks: Chunks, moduleId: string) => chunkHolding(Object.values(chunks), moduleId).fileName;

/**
 * Per element: the chunks of its view and, per language, those of its words, as URLs under
 * `base`; minus `holder` (the exposed module's chunk) and its imports, loaded before the table ran.
 * (Not every entry reaching `holder`: the build's own copies of the shared modules are entries
 * too, and load only on a page with no host.)
 */
export function viewChunkTable(chunks: Chunks, sharedImports: SharedImports, holder: string, views: string, base: string): ViewChunkTable {
  const importsOf = (file: string) => chunks[file]?.imports;
  if (!chunks[holder]?.isEntry) throw new Error(`view-chunks: the table is in ${holder}, not in the exposed module's chunk`);
  const loaded = withImports(importsOf, holder);
  const urls = (files: Set<string>) => [...files].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`);
  const sharedOf = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => chunks[file]?.moduleIds ?? []).flatMap((id) => sharedImports.get(id) ?? []));

  const viewsChunk = chunkOf(chunks, views);
  const lazy = (chunks[viewsChunk]?.dynamicImports ?? []).flatMap((file) => chunks[file]?.moduleIds ?? []);
  const table: Partial<ViewChunkTable> = {};
  for (const register of lazy) {
    const [, feature, tag] = REGISTER_MODULE.exec(register) ?? [];
    if (!feature || !EMBED_TAGS.includes(tag as EmbedTag)) continue;
    const code = withImports(importsOf, chunkOf(chunks, register), withImports(importsOf, viewsChunk));
    const texts: Record<string, string[]> = {};
    for (const words of lazy) {
      const [, wordsFeature, lang] = TEXTS_MODULE.exec(words) ?? [];
      if (wordsFeature !== feature || !lang) continue;
      const wordsChunks = [...withImports(importsOf, chunkOf(chunks, words))].filter((file) => !code.has(file));
      texts[lang] = urls(new Set(wordsChunks));
    }
    // Which of them the page has loaded already is the host's to know: importShared answers those at once.
    const shared = [...sharedOf(code)].sort();
    table[tag as EmbedTag] = { code: urls(code), texts, shared };
  }
  const missing = EMBED_TAGS.filter((tag) => !table[tag]);
  if (missing.length) throw new Error(`view-chunks: ${views} imports no register module for ${missing.join(', ')}`);
  return table as ViewChunkTable;
}

/**
 * Serves `virtual:vaani-view-chunks` (default export: the table; and importShared, which takes the
 * page's copy of a shared module) and writes the table into its chunk once all are rendered. Its
 * file names still carry Rollup's hash placeholders, which Rollup fills in and hashes.
 * @param views the views' entry (mount-view.ts), which imports each element's register module and words
 */
export function viewChunksPlugin(views: string): Plugin {
  let base = '/';
  const sharedImports: SharedImports = new Map();
  return {
    name: 'vaani:view-chunks',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === VIEW_CHUNKS_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `import { importShared } from '\0virtual:__federation_fn_import';\nexport default ${MARKER};\nexport { importShared };`
        : undefined,
    transform: {
      // After the federation plugin's own transform (it is a `post` plugin), which writes them in.
      order: 'post',
      handler(code, id) {
        const names = [...code.matchAll(SHARED_IMPORT)].map((match) => match[2] as string);
        if (names.length) sharedImports.set(id, [...new Set(names)]);
        return null;
      },
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.moduleIds.includes(RESOLVED_ID)) return null;
      if (!code.includes(MARKER)) throw new Error(`view-chunks: ${chunk.fileName} holds the table but not its marker`);
      return { code: code.replace(MARKER, JSON.stringify(viewChunkTable(chunks, sharedImports, chunk.fileName, views, base))), map: null };
    },
  };
}
