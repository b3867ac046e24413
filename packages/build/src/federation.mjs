// Build-only configuration; nothing the page server runs imports it (its manifest is @vaani/remotes).
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire, findPackageJSON } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REMOTE_DEFAULTS } from '@vaani/remotes';
import { firstLoadChunks } from './first-load-chunks.mjs';

const WORKSPACE_VERSION = '0.1.0';

/**
 * What exists once on a page, for host and remotes alike: two Reacts break hooks, two
 * styled-components lose the theme, two stores split the toasts and the site configuration.
 * @type {Record<string, { version?: string }>} */
const FEDERATION_SHARED = {
  react: {},
  'react-dom': {},
  // Without its own entry the widget's React roots would bundle a second react-dom; the plugin
  // cannot find a subpath's version itself.
  'react-dom/client': { version: createRequire(import.meta.url)('react-dom/package.json').version },
  'styled-components': {},
  zustand: {},
  // Workspace packages hide package.json behind their exports map: the plugin cannot read their version.
  '@vaani/stores': { version: WORKSPACE_VERSION },
  // Apps import the router only through this package (lint enforces it): one chunk, the APIs used.
  '@vaani/router': { version: WORKSPACE_VERSION },
  // Holds the one Supabase client and query cache, so supabase-js and react-query need no entry: a
  // shared react-query chunk would hold all of it (14 KB gzip on every first load instead of 12).
  '@vaani/data': { version: WORKSPACE_VERSION },
  // The lead outbox: one queue in local storage, so one module per page flushes it.
  '@vaani/data/leads': { version: WORKSPACE_VERSION },
  // What every first paint reads (theme, texts, home order), without the rest of the data layer.
  '@vaani/data/site-settings': { version: WORKSPACE_VERSION },
};

/**
 * The singletons a build was made with, by package: installed version and the range the workspace
 * accepts. Recorded in release.json, so a release that does not fit the host is refused before it runs.
 * @param {string} dir a workspace folder (host, remotes/<name>, widget)
 * @returns {Record<string, { version: string, range: string }>}
 */
export function sharedVersions(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = { ...manifest.devDependencies, ...manifest.dependencies };
  const packages = new Set(Object.keys(FEDERATION_SHARED).map((name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')));
  return Object.fromEntries(
    [...packages].map((name) => {
      // The package.json of the copy `dir` resolves, even behind an exports map (workspace packages) that hides it.
      const { version } = JSON.parse(readFileSync(findPackageJSON(name, pathToFileURL(path.resolve(dir, 'package.json'))), 'utf8'));
      return [name, { version, range: declared[name] ?? version }];
    }),
  );
}

/** The shared module a host loads only on some pages (the whole data layer); the others load on every page. */
const LATE_SHARED = new Set(['@vaani/data']);

/** The plugin's module that imports shared modules: the host holds the page's copy; a remote's loads only without a host. */
const SHARED_IMPORT_ID = '\0virtual:__federation_fn_import';
const SHARED_IMPORT_RUNTIME = readFileSync(new URL('./shared-import-runtime.js', import.meta.url), 'utf8');
/** What a remote's modules import in its place: the page's copy (page-import-shared.js). */
const PAGE_IMPORT_ID = '\0virtual:vaani-page-import-shared';
const PAGE_IMPORT_RUNTIME = readFileSync(new URL('./page-import-shared.js', import.meta.url), 'utf8');
/** In a remote: the plugin's rewritten imports of shared modules, and page-import-shared.js's of the own copy. */
const REMOTE_IMPORTS = new Map([
  [SHARED_IMPORT_ID, PAGE_IMPORT_ID],
  ['virtual:vaani-own-import-shared', SHARED_IMPORT_ID],
]);

/**
 * The federation plugin of a build sharing FEDERATION_SHARED, importing them through
 * shared-import-runtime.js, one copy per page (see that file).
 * @param {{ name: string, filename?: string, exposes?: Record<string, string>, remotes?: Record<string, unknown> }} options
 * @param {typeof federation} plugin the federation plugin's factory: its module's, or an instance's
 *   of its own (separateFederation) for a second build in the same process
 * @returns {import('vite').PluginOption[]}
 */
export function federationPlugins(options, plugin = federation) {
  const isHost = !options.exposes;
  /** @type {import('vite').Plugin} */
  const sharedImport = {
    name: 'vaani:shared-import',
    enforce: 'pre',
    // A remote's modules import the page's copy; the own copy keeps the plugin's id, the only
    // module the plugin writes its marker into.
    resolveId: (source) => (isHost ? undefined : REMOTE_IMPORTS.get(source)),
    load(id) {
      if (id === SHARED_IMPORT_ID) return SHARED_IMPORT_RUNTIME.replace('__vaani_page_copy__', String(isHost));
      return id === PAGE_IMPORT_ID ? PAGE_IMPORT_RUNTIME : undefined;
    },
  };
  const helper = isHost ? SHARED_IMPORT_ID : PAGE_IMPORT_ID;
  const chunks = firstLoadChunks(isHost, Object.keys(FEDERATION_SHARED), LATE_SHARED, helper);
  // A copy per build: the plugin writes the chunk it emits for each shared module into its entry,
  // and a second build in the same process (the widget's site build runs two) would find it set.
  const shared = Object.fromEntries(Object.entries(FEDERATION_SHARED).map(([name, entry]) => [name, { ...entry }]));
  return [sharedImport, chunks, plugin({ ...options, shared })];
}

let instances = 0;

/**
 * The plugin's factory from a fresh instance of its module: it keeps what it parsed in module
 * state, which a second build in the same process (the widget's first pass) would take for its own.
 * @returns {Promise<typeof federation>}
 */
export async function separateFederation() {
  instances += 1;
  return (await import(`${import.meta.resolve('@originjs/vite-plugin-federation')}?instance=${instances}`)).default;
}

/**
 * What server builds leave to the page server's own dependencies: the singletons, one copy for
 * every entry. The rest is bundled, so a remote deploys a new dependency without the page server.
 */
const SERVER_EXTERNALS = [
  ...Object.keys(FEDERATION_SHARED).filter((name) => !name.startsWith('@vaani/') && /^(@[^/]+\/)?[^/]+$/.test(name)),
  'react-router',
  '@tanstack/react-query',
];

/**
 * `vite build --ssr` of host or remote: one self-contained ES module for Node, `outDir/file`. Only
 * the SERVER_EXTERNALS stay external, so every server entry shares the host's react-router context.
 * @param {{ repoRoot: string, input: string, outDir: string, file: string, plugins?: import('vite').PluginOption[], alias?: import('vite').Alias[], define?: Record<string, string> }} options
 * @returns {import('vite').UserConfig}
 */
export function serverBuildConfig({ repoRoot, input, outDir, file, plugins = [], alias = [], define }) {
  return {
    base: '/',
    envDir: repoRoot,
    define,
    plugins: [reactWithStyledIds(), ...plugins],
    resolve: { alias: [{ find: /^styled-components$/, replacement: fileURLToPath(new URL('./styled-components-node.mjs', import.meta.url)) }, ...alias] },
    ssr: { noExternal: true, external: SERVER_EXTERNALS, target: 'node' },
    build: {
      target: 'node24',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { input, output: { entryFileNames: file, inlineDynamicImports: true } },
    },
  };
}

/** The virtual module a remote's server build starts from: its exposed pages, by exposed name. */
const SERVER_ENTRY_ID = 'virtual:vaani-server-entry';

/**
 * The server entry, generated from `exposes` so browser and server builds expose the same pages,
 * with the bundle's own copy of the data singleton for the host to drive (serverRender).
 * @param {Record<string, string>} exposes
 * @param {string} remoteRoot
 * @returns {import('vite').Plugin}
 */
function serverEntryPlugin(exposes, remoteRoot) {
  return {
    name: 'vaani:server-entry',
    resolveId: (id) => (id === SERVER_ENTRY_ID ? `\0${SERVER_ENTRY_ID}` : undefined),
    load(id) {
      if (id !== `\0${SERVER_ENTRY_ID}`) return undefined;
      const names = Object.keys(exposes);
      return [
        ...names.map((name, i) => `import page${i} from ${JSON.stringify(path.resolve(remoteRoot, exposes[name]))};`),
        `export const modules = { ${names.map((name, i) => `${JSON.stringify(name)}: page${i}`).join(', ')} };`,
        `export { serverRender } from '@vaani/data';`,
        // Its own copy of the slots, where the host lends the pieces of other remotes for a render.
        `export { registerSlot } from '@vaani/stores';`,
      ].join('\n');
    },
  };
}

/**
 * React with styled-components' ids fixed at build time: run-time ids count the components made so
 * far, an order the server and a browser loading chunks do not share, so hydration restyled the page.
 */
export const reactWithStyledIds = () =>
  react({ babel: { plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false }]] } });

/**
 * The Vite config of a remote: its own build, deployable alone on its own origin.
 * @param {{ name: keyof typeof REMOTE_DEFAULTS, exposes: Record<string, string>, repoRoot: string }} remote
 * @returns {import('vite').UserConfig}
 */
export function remoteViteConfig({ name, exposes, repoRoot }) {
  const { port } = REMOTE_DEFAULTS[name];
  const remoteRoot = path.join(repoRoot, 'remotes', name);
  const server = { repoRoot, input: SERVER_ENTRY_ID, outDir: 'dist/server', file: 'entry.mjs', plugins: [serverEntryPlugin(exposes, remoteRoot)] };
  return ({ isSsrBuild }) => (isSsrBuild ? serverBuildConfig(server) : {
    // The federation plugin prefixes exposed chunks with base + assetsDir, and a relative base
    // would double the assets/ segment; so a remote is deployed at the root of its own origin.
    base: '/',
    envDir: repoRoot,
    plugins: [reactWithStyledIds(), federationPlugins({ name, filename: 'remoteEntry.js', exposes })],
    // No page of its own: the only entry is the remoteEntry.js the federation plugin emits.
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, modulePreload: false, rollupOptions: { input: [] } },
    preview: { port, strictPort: true, cors: true },
  });
}
