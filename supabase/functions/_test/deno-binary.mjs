// The Deno executable, from npm: 2.1, the version line of Supabase's edge runtime. The `deno`
// wrapper package names a binary package for every platform, but 2.1's are published for
// linux-x64 only, so `npm ci` would refuse a lock without the others; the project depends on that
// one platform package directly (devDependencies + optionalDependencies: skipped elsewhere).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const PLATFORM_PACKAGE = '@deno/linux-x64-glibc';

/** The path of the deno binary, or an Error saying in one line why there is none. */
export function denoBinary() {
  let dir;
  try {
    dir = path.dirname(require.resolve(`${PLATFORM_PACKAGE}/package.json`));
  } catch {
    throw new Error(`Deno 2.1 is published on npm for linux-x64 only (${PLATFORM_PACKAGE}); this machine is ${process.platform}-${process.arch}. Run the functions' checks on Linux x64 (CI does).`);
  }
  const binary = path.join(dir, 'deno');
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run \`npm ci\` again.`);
  return binary;
}
