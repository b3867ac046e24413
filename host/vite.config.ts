import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { federationPlugins, reactWithStyledIds, SERVER_ALIASES, SERVER_EXTERNALS } from '@vaani/build';
import { remotesManifest } from '@vaani/remotes';
import { inlineScriptPlugin } from './build/inline-script-plugin.ts';
import { routeHtmlPlugin } from './build/route-html-plugin.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// SITE_URL and the remotes come from scripts/build.mjs, which refuses to build without them.
const siteUrl = (process.env.SITE_URL ?? '').replace(/\/+$/, '');
const manifest = remotesManifest();
// The federation plugin takes the browser entries only; `ssr` lists server entries (host/server).
const { ssr: _serverEntries, ...remotes } = manifest;
const define = { 'import.meta.env.SITE_URL': JSON.stringify(siteUrl) };

/**
 * `vite build --ssr`: the host's server entry for Node (dist-server/entry-server.mjs), which
 * host/server loads to render public routes. The SERVER_EXTERNALS stay external, shared with
 * the remotes' server entries; the rest is bundled.
 */
const serverConfig: UserConfig = {
  envDir: repoRoot,
  define,
  plugins: [reactWithStyledIds(), inlineScriptPlugin()],
  resolve: {
    alias: [
      ...SERVER_ALIASES,
      { find: 'virtual:__federation__', replacement: fileURLToPath(new URL('./src/features/ssr/no-federation.ts', import.meta.url)) },
    ],
  },
  ssr: { noExternal: true, external: SERVER_EXTERNALS, target: 'node' },
  build: {
    target: 'node24',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.mjs', inlineDynamicImports: true } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverConfig
    : {
        envDir: repoRoot,
        define,
        plugins: [
          reactWithStyledIds(),
          // The remotes named here only register them with the plugin; the browser takes the real
          // URLs from /remotes.json at run time (see features/remotes).
          federationPlugins({ name: 'host', remotes }),
          routeHtmlPlugin({ origin: siteUrl, remotes: manifest }),
        ],
        build: { target: 'esnext', outDir: 'dist', emptyOutDir: true },
        server: { port: 5173, strictPort: true },
        preview: { port: 5173, strictPort: true },
      },
);
