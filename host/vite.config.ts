import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { federationPlugins, reactWithStyledIds, serverBuildConfig } from '@vaani/build';
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

/** `vite build --ssr`: the host's server entry (dist-server/entry-server.mjs), which host/server loads to render public routes. */
const serverConfig = serverBuildConfig({
  repoRoot,
  input: 'src/entry-server.tsx',
  outDir: 'dist-server',
  file: 'entry-server.mjs',
  define,
  plugins: [inlineScriptPlugin()],
  alias: [{ find: 'virtual:__federation__', replacement: fileURLToPath(new URL('./src/features/ssr/no-federation.ts', import.meta.url)) }],
});

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
