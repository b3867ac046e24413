import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteViteConfig } from '@vaani/build';

export default defineConfig(
  remoteViteConfig({
    name: 'forms',
    repoRoot: fileURLToPath(new URL('../..', import.meta.url)),
    exposes: {
      './newsletter-box': './src/features/newsletter/components/newsletter-box.tsx',
      './request-callback-section': './src/features/request-callback/components/request-callback-section.tsx',
      './get-started-dialog': './src/features/get-started/components/get-started-dialog.tsx',
    },
  }),
);
