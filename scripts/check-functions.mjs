// `deno check` of every edge function's entry (supabase/functions/<name>/deno.ts, what config.toml
// deploys) with the functions' import map, on Deno 2.1 from npm: the version line of Supabase's
// edge runtime. Packages come from the project's node_modules, so it runs without a network.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { denoBinary } from '../supabase/functions/_test/deno-binary.mjs';
import { run } from './run.mjs';

const FUNCTIONS = 'supabase/functions';
const entries = readdirSync(FUNCTIONS)
  .map((name) => path.join(FUNCTIONS, name, 'deno.ts'))
  .filter((entry) => existsSync(entry));
// And the tests' own Deno entry, which serves a handler the way deno.ts does.
entries.push(path.join(FUNCTIONS, '_test', 'deno-serve.ts'));
const deno = denoBinary();
run('deno check', deno, ['check', '--quiet', '--config', path.join(FUNCTIONS, 'deno.json'), '--node-modules-dir=manual', ...entries]);
