// `deno check` of every edge function's entry on Deno 2.1 from npm (the edge runtime's line),
// offline from node_modules; then each function's import graph is held inside supabase/functions,
// the one folder a deploy bundles.
import { execFileSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoBinary } from '../supabase/functions/_test/deno-binary.mjs';
import { run } from './run.mjs';

const FUNCTIONS = 'supabase/functions';
const entries = readdirSync(FUNCTIONS)
  .map((name) => path.join(FUNCTIONS, name, 'index.ts'))
  .filter((entry) => existsSync(entry));
const deployed = [...entries];
// And the tests' own Deno entry, which serves a handler as the edge runtime does.
entries.push(path.join(FUNCTIONS, '_test', 'deno-serve.ts'));
const deno = denoBinary();
const flags = ['--config', path.join(FUNCTIONS, 'deno.json'), '--node-modules-dir=manual'];
run('deno check', deno, ['check', '--quiet', ...flags, ...entries]);

const inside = path.resolve(FUNCTIONS) + path.sep;
const outside = deployed.flatMap((entry) => {
  const { modules } = JSON.parse(execFileSync(deno, ['info', '--json', ...flags, entry], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  return modules
    // npm: packages resolve into node_modules here; a deploy takes them from npm.
    .filter(({ specifier }) => specifier.startsWith('file:') && !specifier.includes('/node_modules/') && !fileURLToPath(specifier).startsWith(inside))
    .map(({ specifier }) => `${entry} imports ${path.relative('.', fileURLToPath(specifier))}`);
});
if (outside.length > 0) {
  for (const line of outside) console.error(`✖ ${line}, outside ${FUNCTIONS}: a deploy bundles that folder alone`);
  process.exit(1);
}
console.log(`✔ every function's imports stay inside ${FUNCTIONS}`);
