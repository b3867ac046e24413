// The singletons every federated build (host and remotes) shares at run time. One list, so the
// host and each remote can never disagree about what must exist only once on a page: two Reacts
// break hooks, two styled-components lose the theme, two stores split the toasts and the site
// configuration.
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';

const WORKSPACE_VERSION = '0.1.0';

/** @type {Record<string, { version?: string }>} */
export const FEDERATION_SHARED = {
  react: {},
  'react-dom': {},
  'react-router': {},
  'react-router-dom': {},
  'styled-components': {},
  zustand: {},
  '@supabase/supabase-js': {},
  // One query cache per page: two copies would each fetch and hold the same rows.
  '@tanstack/react-query': {},
  // Workspace packages export TypeScript source and hide package.json behind their exports map,
  // so the plugin cannot read their version itself.
  '@vaani/stores': { version: WORKSPACE_VERSION },
  '@vaani/data': { version: WORKSPACE_VERSION },
};

/** Default URL of each remote's entry, as `npm start` serves them locally. */
export const REMOTE_DEFAULTS = {
  marketing: { env: 'REMOTE_MARKETING_URL', port: 5174 },
  forms: { env: 'REMOTE_FORMS_URL', port: 5175 },
  admin: { env: 'REMOTE_ADMIN_URL', port: 5176 },
};

/** The remotes manifest the host reads at run time, from the environment or the local defaults. */
export function remotesManifest(env = process.env) {
  return Object.fromEntries(
    Object.entries(REMOTE_DEFAULTS).map(([name, { env: key, port }]) => [
      name,
      env[key] || `http://localhost:${port}/assets/remoteEntry.js`,
    ]),
  );
}

/**
 * The Vite config of a remote: its own build, deployable alone on its own origin.
 * @param {{ name: keyof typeof REMOTE_DEFAULTS, exposes: Record<string, string>, repoRoot: string }} remote
 * @returns {import('vite').UserConfig}
 */
export function remoteViteConfig({ name, exposes, repoRoot }) {
  const { port } = REMOTE_DEFAULTS[name];
  return {
    // The federation plugin prefixes exposed chunks with base + assetsDir, and a relative base
    // would double the assets/ segment; so a remote is deployed at the root of its own origin.
    base: '/',
    envDir: repoRoot,
    plugins: [react(), federation({ name, filename: 'remoteEntry.js', exposes, shared: FEDERATION_SHARED })],
    // No page of its own: the only entry is the remoteEntry.js the federation plugin emits.
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, modulePreload: false, rollupOptions: { input: [] } },
    preview: { port, strictPort: true, cors: true },
  };
}
