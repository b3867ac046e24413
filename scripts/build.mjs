// `npm run build`: production builds of every deployable, remotes first so the host's
// generated runtime manifest can point at them. Each is an ordinary, independent Vite build; a
// workspace without a vite.config.ts has nothing to deploy yet and is skipped. Every setting comes
// from the environment and a missing one stops it before anything is built; `--local` (npm start,
// npm test) builds for the local stack instead.
import { existsSync } from 'node:fs';
import { ensureLocalEnv, localSettings } from './local-env.mjs';
import { REMOTE_DEFAULTS } from '@vaani/remotes';
import { settingProblems } from '@vaani/remotes/settings';
import { run } from './run.mjs';
import { FIX_FOR_DEVELOPMENT, requireSupportedNode } from '../host/server/node-version.mjs';

requireSupportedNode(FIX_FOR_DEVELOPMENT);

export const WORKSPACES = ['remotes/marketing', 'remotes/forms', 'remotes/admin', 'widget', 'host'];

const buildable = (ws) => existsSync(`${ws}/vite.config.ts`);
const hasServerEntry = (ws) =>
  ws === 'host' || Object.entries(REMOTE_DEFAULTS).some(([name, defaults]) => ws === `remotes/${name}` && 'ssrEnv' in defaults);

if (process.argv.includes('--local')) {
  ensureLocalEnv();
  Object.assign(process.env, localSettings());
}
const problems = settingProblems('build');
if (problems.length > 0) {
  for (const line of problems) console.error(`✖ ${line}`);
  console.error('  (for the local stack, as npm start and npm test build: node scripts/build.mjs --local)');
  process.exit(1);
}

for (const ws of WORKSPACES) {
  if (!buildable(ws)) {
    console.log(`\n• skip ${ws}: no vite.config.ts yet`);
    continue;
  }
  run(`build ${ws}`, 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ws });
  // Workspaces that render public routes on the server also build their server entry (after
  // the browser build, which empties dist/).
  if (hasServerEntry(ws)) run(`build ${ws} (server)`, 'npx', ['vite', 'build', '--ssr', '--logLevel', 'warn'], { cwd: ws });
}
