// A second release of a remote for the release benchmark and browser test: a built release copied
// under another version, changed by `edit` and `record`, its entry hashes made anew.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { integrity } from '@vaani/remotes/integrity';

/**
 * @param {{ releasesDir: string, remote: string, from: string, version: string,
 *   edit?: (code: string) => string, record?: (json: Record<string, any>) => Record<string, any> }} options
 */
export function deriveRelease({ releasesDir, remote, from, version, edit = (code) => code, record = (json) => json }) {
  const to = path.join(releasesDir, remote, version);
  cpSync(path.join(releasesDir, remote, from), to, { recursive: true });
  for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.m?js$/.test(entry.name)) writeFileSync(file, edit(readFileSync(file, 'utf8')));
  }
  const json = JSON.parse(readFileSync(path.join(to, 'release.json'), 'utf8'));
  for (const entry of Object.values(json.entries)) {
    entry.integrity = integrity(readFileSync(path.join(to, entry.file)));
  }
  writeFileSync(path.join(to, 'release.json'), JSON.stringify(record({ ...json, version, builtAt: new Date().toISOString() })));
}

/** The version of the one release `npm run release` made in `releasesDir`. */
export const builtRelease = (releasesDir, remote) => readdirSync(path.join(releasesDir, remote)).find((name) => /^[0-9a-f]{12}$/.test(name)) ?? '';
