// `npm run build`: production builds of every deployable, remotes first so the host's
// generated runtime manifest can point at them. Each is an ordinary, independent Vite build; a
// workspace without a vite.config.ts has nothing to deploy yet and is skipped.
import { existsSync } from 'node:fs';
import { ensureLocalEnv } from './local-env.mjs';
import { run } from './run.mjs';

export const WORKSPACES = ['remotes/marketing', 'remotes/forms', 'remotes/admin', 'widget', 'host'];

const buildable = (ws) => existsSync(`${ws}/vite.config.ts`);

ensureLocalEnv();

for (const ws of WORKSPACES) {
  if (!buildable(ws)) {
    console.log(`\n• skip ${ws}: no vite.config.ts yet`);
    continue;
  }
  run(`build ${ws}`, 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ws });
}
