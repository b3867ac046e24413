// The script-tag build, in bundles that share no module with each other:
// - dist/embed-assets/: the views, imported on intent, code-split per element (the voice SDK on Start Call);
// - dist/embed.js: the loader, a classic async script on partner pages, which imports the views'
//   entry beside its own URL, so the chunks always come from our origin;
// - dist/embed-assets/site/: the same elements as a federation remote of our own site (`widget` in
//   remotes.json), on the host's react, react-dom, styled-components and stores: no second React.
// `--mode e2e` builds node_modules/.cache/dist-e2e/ with the scripted voice client; production never holds it.
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputChunk } from 'rollup';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federationPlugins, separateFederation } from '@vaani/build';
import { WIDGET_REMOTE_BASE } from '@vaani/remotes';
import { integrity } from '@vaani/remotes/integrity';
import { viewChunkGroups } from './build/view-chunk-groups.ts';
import { viewChunksPlugin, viewChunkTable } from './build/view-chunks-plugin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const ASSETS_DIR = 'embed-assets';
const VIEWS_ENTRY = 'mount-view';
const STORES_SRC = path.join(repoRoot, 'packages/stores/src/');
const VIEWS_MODULE = path.join(here, `src/embed/${VIEWS_ENTRY}.ts`);
const SITE_ELEMENTS = path.join(here, 'src/embed/site-elements.ts');
const define = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** What the builds of one mode share: where they write, and `--mode e2e`'s scripted voice client. */
function modeSettings(mode: string) {
  return {
    outDir: path.join(here, mode === 'e2e' ? 'node_modules/.cache/dist-e2e' : 'dist'),
    alias: mode === 'e2e' ? [{ find: '@vaani/voice/vapi', replacement: path.join(repoRoot, 'e2e/widget/support/scripted-voice-client.ts') }] : [],
  };
}

const inlineConfig = (mode: string) => ({ configFile: false as const, mode, root: here, envDir: repoRoot, logLevel: 'warn' as const });

/** Our site's federated build: the first pass unwritten (for view-chunk-groups.ts), the second with `groups`. */
async function siteConfig(mode: string, groups?: Map<string, string>) {
  const { outDir, alias } = modeSettings(mode);
  return {
    ...inlineConfig(mode),
    // Absolute: the federation plugin puts chunks under base + assets/ (a relative base doubles it).
    base: WIDGET_REMOTE_BASE,
    define: { ...define, 'import.meta.env.VAANI_STANDALONE': JSON.stringify('false') },
    resolve: { alias },
    plugins: [
      react(),
      federationPlugins({ name: 'widget', filename: 'remoteEntry.js', exposes: { './elements': SITE_ELEMENTS } }, groups ? undefined : await separateFederation()),
      viewChunksPlugin(VIEWS_MODULE),
    ],
    build: {
      outDir: path.join(outDir, WIDGET_REMOTE_BASE.replace(/^\//, '')),
      emptyOutDir: true,
      target: 'esnext',
      modulePreload: false,
      write: groups !== undefined,
      rollupOptions: {
        input: [],
        // The second pass names the first load's and the views' chunks; the first leaves manualChunks
        // to the first-load plugin (@vaani/build).
        output: groups ? { manualChunks: (id: string) => groups.get(id), onlyExplicitManualChunks: true } : {},
      },
    },
  };
}

/** The site build, in two passes: the first shows which chunks each view loads, the second groups them. */
async function siteBuild(mode: string) {
  const first = await build(await siteConfig(mode));
  const chunks = [first].flat().flatMap((result) => ('output' in result ? result.output : [])).filter((file) => file.type === 'chunk');
  await build(await siteConfig(mode, viewChunkGroups(chunks, VIEWS_MODULE, SITE_ELEMENTS)));
}

/** A pinned, immutable copy of the loader, its SRI hash in embed-assets/embed-version.json for partners who pin. */
function writeVersionedLoader(outDir: string) {
  const loader = readFileSync(path.join(outDir, 'embed.js'));
  const file = `embed-${createHash('sha256').update(loader).digest('hex').slice(0, 12)}.js`;
  copyFileSync(path.join(outDir, 'embed.js'), path.join(outDir, ASSETS_DIR, file));
  const version = { url: `${ASSETS_DIR}/${file}`, integrity: integrity(loader) };
  writeFileSync(path.join(outDir, ASSETS_DIR, 'embed-version.json'), `${JSON.stringify(version, null, 2)}\n`);
  console.log(`pinned loader: /${version.url}  integrity="${version.integrity}"`);
}

/** After the views: our site's build, then the loader (it imports their hashed entry by URL) and its pinned copy. */
function loaderBuild(mode: string): Plugin {
  const { outDir } = modeSettings(mode);
  let viewsEntry = '';
  let viewChunks = {};
  return {
    name: 'vaani-embed-loader',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = Object.fromEntries(Object.entries(bundle).filter(([, file]) => file.type === 'chunk')) as Record<string, OutputChunk>;
      const entry = Object.values(chunks).find((chunk) => chunk.isEntry && chunk.name === VIEWS_ENTRY);
      viewsEntry = path.basename(entry?.fileName ?? '');
      // Relative to embed-assets/, where the loader resolves them (file names start with it).
      if (entry) viewChunks = viewChunkTable(chunks, new Map(), entry.fileName, VIEWS_MODULE, '../');
    },
    async closeBundle() {
      if (!viewsEntry) throw new Error(`the views build emitted no ${VIEWS_ENTRY} entry`);
      await siteBuild(mode);
      await build({
        ...inlineConfig(mode),
        define: { ...define, 'import.meta.env.VAANI_VIEWS_ENTRY': JSON.stringify(viewsEntry), 'import.meta.env.VAANI_VIEW_CHUNKS': JSON.stringify(viewChunks) },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          lib: { entry: path.join(here, 'src/embed/loader.ts'), formats: ['iife'], name: 'vaaniEmbed', fileName: () => 'embed.js' },
        },
      });
      writeVersionedLoader(outDir);
    },
  };
}

/** Partner bundles run on preact/compat and styled-lite.tsx: React 19's react-dom alone outweighs a first open's budget. */
const PARTNER_RUNTIME = [
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/(jsx-(dev-)?runtime)$/, replacement: 'preact/compat/$1' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^styled-components$/, replacement: path.join(here, 'src/embed/styled-lite.tsx') },
];

export default defineConfig(({ mode }) => {
  const { outDir, alias } = modeSettings(mode);
  return {
    root: here,
    base: './',
    envDir: repoRoot,
    plugins: [react(), loaderBuild(mode)],
    define,
    resolve: { alias: [...alias, ...PARTNER_RUNTIME] },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { [VIEWS_ENTRY]: VIEWS_MODULE },
        // The entry chunk may also export what the elements' chunks share with it: no extra facade chunk.
        preserveEntrySignatures: 'allow-extension',
        // @vaani/stores' modules set up our site's stores and watchers as they load: a partner page
        // bundles only what an element uses, not what the package's index passes through.
        treeshake: { moduleSideEffects: (id) => !id.startsWith(STORES_SRC) },
        output: {
          // Hashed like every chunk, so all of embed-assets/ can be cached for a year.
          entryFileNames: `${ASSETS_DIR}/[name]-[hash].js`,
          chunkFileNames: `${ASSETS_DIR}/[name]-[hash].js`,
          assetFileNames: `${ASSETS_DIR}/[name]-[hash][extname]`,
        },
      },
    },
  };
});
