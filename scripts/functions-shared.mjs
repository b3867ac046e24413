// The edge functions' copy of the form rules (packages/validation/src), in
// supabase/functions/_shared/validation/: Supabase bundles a function from supabase/functions
// alone and has refused imports from outside it, so the functions' import map points at this copy
// and the rules stay one source. `--check` writes nothing and fails when the copy differs (npm test).
//
//   node scripts/functions-shared.mjs [--check]
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FROM = 'packages/validation/src';
const TO = 'supabase/functions/_shared/validation';

const header = (file) => `// Copied from ${FROM}/${file} by scripts/functions-shared.mjs: edit that file, not this one.\n`;
const wanted = new Map(
  readdirSync(FROM)
    .filter((file) => /\.(ts|json)$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => [file, (file.endsWith('.ts') ? header(file) : '') + readFileSync(path.join(FROM, file), 'utf8')]),
);
const present = existsSync(TO) ? readdirSync(TO) : [];
const stale = [...wanted].filter(([file, text]) => !present.includes(file) || readFileSync(path.join(TO, file), 'utf8') !== text).map(([file]) => file);
const extra = present.filter((file) => !wanted.has(file));

if (process.argv.includes('--check')) {
  if (stale.length + extra.length > 0) {
    console.error(`${TO} differs from ${FROM} (${[...stale, ...extra].join(', ')}): run node scripts/functions-shared.mjs`);
    process.exit(1);
  }
  console.log(`${TO} matches ${FROM}`);
} else {
  mkdirSync(TO, { recursive: true });
  for (const file of extra) rmSync(path.join(TO, file));
  for (const file of stale) writeFileSync(path.join(TO, file), wanted.get(file));
  console.log(`${TO}: ${stale.length} written, ${extra.length} removed`);
}
