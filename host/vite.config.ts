import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { FEDERATION_SHARED, remotesManifest } from '../scripts/federation-shared.mjs';
import { routeHtmlPlugin } from './build/route-html-plugin.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const siteUrl = (process.env.SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');
const remotes = remotesManifest();

export default defineConfig({
  envDir: repoRoot,
  define: { 'import.meta.env.SITE_URL': JSON.stringify(siteUrl) },
  plugins: [
    react(),
    // The remotes named here only register them with the plugin; the browser takes the real
    // URLs from /remotes.json at run time (see features/remotes).
    federation({ name: 'host', remotes, shared: FEDERATION_SHARED }),
    routeHtmlPlugin({ origin: siteUrl, remotes }),
  ],
  build: { target: 'esnext', outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
});
