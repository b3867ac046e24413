// Build step: `import code from './x.ts?inline-script'` gives the code of module x, bundled and
// minified into one script that runs x's default export, for a page to carry inline. The script is
// written, type-checked and linted as TypeScript like any module; the page server allows the
// string the build made by its hash.
import { build, type Plugin, type Rollup } from 'vite';

const SUFFIX = '?inline-script';
const ENTRY = '\0inline-script-entry';

async function bundle(file: string): Promise<string> {
  const entry: Plugin = {
    name: 'vaani:inline-script-entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) => (id === ENTRY ? `import run from ${JSON.stringify(file)};\nrun();` : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [entry],
    build: { write: false, minify: true, target: 'es2020', rollupOptions: { input: ENTRY, output: { format: 'iife' } } },
  })) as Rollup.RollupOutput;
  const [chunk] = output.output;
  return chunk.code.trim().replace(/;$/, '');
}

export function inlineScriptPlugin(): Plugin {
  return {
    name: 'vaani:inline-script',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      return `export default ${JSON.stringify(await bundle(file))};`;
    },
  };
}
