// The script-tag build, in two independent bundles so the loader shares no module with the rest:
// - dist/embed-assets/: the views, imported on intent (ES modules, code-split per element; the
//   voice SDK in its own chunk, imported on Start Call);
// - dist/embed.js: the loader a partner page includes as a classic async script. Its one dynamic
//   import is embed-assets/mount-view.js beside the loader's own URL, so the chunks always come
//   from our origin.
// - dist/embed-assets/site/: the same elements as a federation remote of our own site (exposes
//   `./elements`), sharing the host's react, react-dom, styled-components and stores, so our site
//   never downloads a second React; the host finds it through remotes.json (`widget`).
// `--mode e2e` builds node_modules/.cache/dist-e2e/ (kept out of git, lint and type checks) with
// the voice adapter swapped for the scripted fake; the production build never contains the fake.
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
    // The federation plugin puts chunks under base + assets/, so base is the absolute path the
    // host serves this build from (a relative base would double the assets/ segment).
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
        // The second pass names the chunks of the first load and of the views; the rest are cut as
        // Rollup would. The first pass leaves manualChunks to the first-load plugin (@vaani/build).
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

/**
 * A pinned copy of the loader: embed-assets/embed-<content hash>.js, immutable like every chunk,
 * with its Subresource Integrity hash in embed-assets/embed-version.json for partners who pin.
 */
function writeVersionedLoader(outDir: string) {
  const loader = readFileSync(path.join(outDir, 'embed.js'));
  const file = `embed-${createHash('sha256').update(loader).digest('hex').slice(0, 12)}.js`;
  copyFileSync(path.join(outDir, 'embed.js'), path.join(outDir, ASSETS_DIR, file));
  const version = { url: `${ASSETS_DIR}/${file}`, integrity: integrity(loader) };
  writeFileSync(path.join(outDir, ASSETS_DIR, 'embed-version.json'), `${JSON.stringify(version, null, 2)}\n`);
  console.log(`pinned loader: /${version.url}  integrity="${version.integrity}"`);
}

/**
 * After the views: the loader (it imports their hashed entry by URL and preloads the opened view's
 * chunks, see loader.ts), its pinned copy, and our site's build.
 */
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

/**
 * The partner bundles render with Preact's React-compatible layer and style with styled-lite.tsx:
 * React 19's react-dom alone weighs more than a first open may cost on a partner page. Our own
 * site runs the views on the host's React (the federated build above).
 */
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
        // The loader uses mountView alone, so the entry chunk may also hold (and export) what the
        // elements' chunks share with it: no extra facade chunk to fetch before them.
        preserveEntrySignatures: 'allow-extension',
        // @vaani/stores is our site's state: its modules set up site-wide stores and watchers
        // (the admin's preview in storage) as they load. A partner page bundles only what an
        // element uses of it, not modules it merely passes through the package's index.
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
