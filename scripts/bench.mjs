// `npm run bench`: every benchmark in scripts/bench/, in name order. Each prints its own figures
// with their budgets; a failing benchmark is reported but does not stop the others.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FIX_FOR_DEVELOPMENT, requireSupportedNode } from '../host/server/node-version.mjs';

requireSupportedNode(FIX_FOR_DEVELOPMENT);

const dir = path.join(import.meta.dirname, 'bench');
const failed = [];

for (const file of readdirSync(dir).filter((name) => name.endsWith('.mjs')).sort()) {
  console.log(`\n▶ bench ${file}`);
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(file);
}

if (failed.length) {
  console.error(`\n✖ failed: ${failed.join(', ')}`);
  process.exit(1);
}
