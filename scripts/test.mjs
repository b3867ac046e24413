// `npm test`: every check the project has, in the order that fails fastest.
import { ensureChromium } from './find-chromium.mjs';
import { run } from './run.mjs';

const CHROMIUM_PATH = ensureChromium();
const env = { CHROMIUM_PATH, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'], { env });
run('database types match the migrations', 'node', ['scripts/gen-db-types.mjs', '--check'], { env });
run('lint', 'npx', ['eslint', '--max-warnings=0', '.'], { env });
run('build', 'node', ['scripts/build.mjs'], { env });
run('unit, component, story and backend tests', 'npx', ['vitest', 'run'], { env });
run('backend on real PostgreSQL 15', 'node', ['supabase/tests/real-postgres.mjs'], { env });
run('browser end-to-end tests', 'npx', ['playwright', 'test'], { env });
