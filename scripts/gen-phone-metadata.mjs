// Generates supabase/functions/_shared/validation/phone-metadata.json: libphonenumber-js's "min"
// metadata cut down to the country picker's 12 countries (site spec §3, countries.ts beside it),
// the only numbers any form accepts: a few KB gzip instead of ~30 in every bundle that checks a
// phone. The shape is libphonenumber-js/core's "Custom metadata". `--check`: see generated.mjs.
//
//   node scripts/gen-phone-metadata.mjs [--check]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { writeGenerated } from './generated.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const OUT = 'supabase/functions/_shared/validation/phone-metadata.json';
// Resolved from the rules' own workspace, so it is the very copy the phone check runs with.
const require = createRequire(path.join(ROOT, 'supabase/package.json'));
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
const { COUNTRIES } = await tsImport('../supabase/functions/_shared/validation/countries.ts', import.meta.url);

const ids = new Set(COUNTRIES.map((country) => country.id));
const countries = {};
for (const id of [...ids].sort()) {
  if (!full.countries[id]) throw new Error(`libphonenumber-js has no metadata for ${id}`);
  countries[id] = full.countries[id];
}
// Each calling code keeps its countries in the library's order (its main country first: US for +1).
const callingCodes = {};
for (const [code, members] of Object.entries(full.country_calling_codes)) {
  const kept = members.filter((id) => ids.has(id));
  if (kept.length > 0) callingCodes[code] = kept;
}

const text = `${JSON.stringify({ version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} })}\n`;

writeGenerated(OUT, text, "the picker's countries and the installed libphonenumber-js", 'node scripts/gen-phone-metadata.mjs');
