// How a generator hands over its file: written, or with `--check` held against the committed one,
// so a changed source without the regenerated file fails `npm test`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');

/** `text` as `file` (from the repository's root), generated from `source` by `command`. */
export function writeGenerated(file, text, source, command) {
  const at = path.join(ROOT, file);
  if (!process.argv.includes('--check')) {
    writeFileSync(at, text);
    console.log(`wrote ${file}`);
  } else if (!existsSync(at) || readFileSync(at, 'utf8') !== text) {
    console.error(`✖ ${file} is out of date with ${source}: run ${command}`);
    process.exitCode = 1;
  } else console.log(`✔ ${file} matches ${source}`);
}
