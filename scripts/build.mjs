// `npm run build`: production builds of every deployable, remotes first so the host's runtime
// manifest can point at them. Every setting comes from the environment (a missing one stops it
// before anything is built); `--local` builds for the local stack instead.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLocalEnv, localSettings } from './local-env.mjs';
import { REMOTE_DEFAULTS } from '@vaani/remotes';
import { requireSettings } from '@vaani/remotes/settings';
import { sharedVersions } from '@vaani/build';
import { run } from './run.mjs';
import { FIX_FOR_DEVELOPMENT, requireSupportedNode } from '../host/server/node-version.mjs';
import { HOST_SHARED_FILE } from '../host/server/releases.mjs';

const WORKSPACES = ['remotes/marketing', 'remotes/forms', 'remotes/admin', 'widget', 'host'];

const hasServerEntry = (ws) => ws === 'host' || 'ssrEnv' in (REMOTE_DEFAULTS[ws.replace('remotes/', '')] ?? {});

/** The build's settings: the local stack's with `--local`, else the environment's, refused when one is missing. */
export function requireBuildSettings() {
  requireSupportedNode(FIX_FOR_DEVELOPMENT);
  if (process.argv.includes('--local')) {
    ensureLocalEnv();
    Object.assign(process.env, localSettings());
  }
  requireSettings('build', '(for the local stack, as npm start and npm test build: add --local)');
}

export function buildWorkspace(ws) {
  run(`build ${ws}`, 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ws });
  // After the browser build, which empties dist/.
  if (hasServerEntry(ws)) run(`build ${ws} (server)`, 'npx', ['vite', 'build', '--ssr', '--logLevel', 'warn'], { cwd: ws });
  // The singletons the host provides, which the page server checks each release against.
  if (ws === 'host') writeFileSync(path.join(ws, 'dist', HOST_SHARED_FILE), `${JSON.stringify(sharedVersions(ws), null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  requireBuildSettings();
  for (const ws of WORKSPACES) buildWorkspace(ws);
}
