// `npm test`: every check the project has, in the order that fails fastest.
import { ensureChromium } from './find-chromium.mjs';
import { run } from './run.mjs';
import { FIX_FOR_DEVELOPMENT, requireSupportedNode } from '../host/server/node-version.mjs';

requireSupportedNode(FIX_FOR_DEVELOPMENT);
console.log(`npm test on Node ${process.versions.node} (${process.execPath})`);

const CHROMIUM_PATH = ensureChromium();
const env = { CHROMIUM_PATH, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'], { env });
run('database types and schema.sql match the migrations', 'node', ['scripts/gen-schema.mjs', '--check'], { env });
run('phone metadata matches the picker countries', 'node', ['scripts/gen-phone-metadata.mjs', '--check'], { env });
run('lint', 'npx', ['eslint', '--max-warnings=0', '.'], { env });
run('functions type-check under Deno', 'node', ['scripts/check-functions.mjs'], { env });
run('unused files, exports and dependencies', 'npx', ['knip', '--no-progress'], { env });
run('build', 'node', ['scripts/build.mjs', '--local'], { env });
run('release path', 'node', ['scripts/release-check.mjs'], { env });
// The backend suites run on the local stack itself: PostgreSQL 17 and PostgREST from npm.
run('unit, component, story and backend tests', 'npx', ['vitest', 'run'], { env });
run('browser end-to-end tests', 'npx', ['playwright', 'test'], { env });
