// Which modules firstLoadChunks puts into the `runtime` chunk, on small builds of generated sources:
// what the first load imports and is small and plain, followed through index files by the names
// taken; never what awaits a shared module, what is large, or (in a remote) what one page alone uses.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from '../src/first-load-chunks.mjs';

const SOURCES: Record<string, string> = {
  'main.js': "import { a } from './lib/index.js'; import { big } from './big.js'; import { awaits } from './awaits.js'; import { usesAwaits } from './uses-awaits.js'; import { both } from './both.js'; console.log(a(), big, awaits, usesAwaits, both); import('./lazy.js');",
  'second.js': "import { both } from './both.js'; import { onlySecond } from './only-second.js'; console.log(both, onlySecond);",
  'lib/index.js': "export { a } from './a.js'; export { b } from './b.js';",
  'lib/a.js': "export const a = () => 'a';",
  'lib/b.js': "export const b = () => 'b';",
  'lazy.js': "import { b } from './lib/index.js'; console.log(b());",
  'big.js': `export const big = ${JSON.stringify('x'.repeat(9000))};`,
  'awaits.js': "const react = await importShared('react'); export const awaits = react;",
  'uses-awaits.js': "import { awaits } from './awaits.js'; export const usesAwaits = () => awaits;",
  'both.js': "export const both = 'both';",
  'only-second.js': "export const onlySecond = 'second';",
};

/** The files of `sources` that a build with the plugin (a host's, or a remote's) puts into the runtime chunk. */
async function runtimeModules(isHost: boolean): Promise<string[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'first-load-chunks-'));
  for (const [file, code] of Object.entries(SOURCES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [firstLoadChunks(isHost, [], new Set(), '\0no-import-helper')],
    build: { write: false, minify: false, target: 'esnext', modulePreload: false, rollupOptions: { input: { main: path.join(root, 'main.js'), second: path.join(root, 'second.js') } } },
  })) as Rollup.RollupOutput;
  const runtime = output.output.find((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.name === 'runtime');
  return (runtime?.moduleIds ?? []).map((id) => (id.startsWith('\0') ? id.slice(1) : path.relative(root, id))).sort();
}

describe('firstLoadChunks', () => {
  it("a host's runtime chunk: the small plain modules its pages import, through an index only by the names they take", async () => {
    expect(await runtimeModules(true)).toEqual(['both.js', 'lib/a.js', 'only-second.js', 'vite/preload-helper.js']);
  });

  it("a remote's: only what two of its exposed modules import, since a page loads one", async () => {
    expect(await runtimeModules(false)).toEqual(['both.js', 'vite/preload-helper.js']);
  });
});
