// `npm run build`: production builds of every deployable, remotes first so the host's
// generated runtime manifest can point at them. Each is an ordinary, independent Vite build.
import { run } from './run.mjs';

const WORKSPACES = ['remotes/marketing', 'remotes/forms', 'remotes/admin', 'widget', 'host'];

for (const ws of WORKSPACES) {
  run(`build ${ws}`, 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ws });
}
