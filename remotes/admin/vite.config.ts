import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteViteConfig } from '@vaani/build';

export default defineConfig(
  remoteViteConfig({
    name: 'admin',
    repoRoot: fileURLToPath(new URL('../..', import.meta.url)),
    exposes: { './admin-routes': './src/admin-routes.tsx', './auth': './src/auth-route.tsx' },
  }),
);
