// One copy of the federation import helper per page (issue 30): a host and a remote built from the
// fixtures with federationPlugins, then run in Node as a page would load them. Each build and each
// page runs in a node process of its own: the federation plugin keeps a build's state in its
// module, and a page loads the built chunks natively, as a browser does.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { federationPlugins } from '../src/federation.mjs';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const out = mkdtempSync(path.join(tmpdir(), 'vaani-build-test-'));
const hostDir = path.join(out, 'host');
const remoteDir = path.join(out, 'remote');

type Chunk = { fileName: string; name: string; isEntry: boolean; imports: string[]; code: string };
let host: Chunk[];
let remote: Chunk[];

const run = promisify(execFile);

/** A production build of the fixtures with federationPlugins(federation), and its chunks. */
async function viteBuild(federation: object, outDir: string, build: object): Promise<Chunk[]> {
  const script = `
    import { build } from 'vite';
    import { federationPlugins } from ${JSON.stringify(new URL('../src/federation.mjs', import.meta.url).href)};
    const plugins = [federationPlugins(${JSON.stringify(federation)})];
    const options = { target: 'esnext', outDir: ${JSON.stringify(outDir)}, emptyOutDir: true, modulePreload: false, ...${JSON.stringify(build)} };
    const [output] = [await build({ configFile: false, logLevel: 'silent', root: ${JSON.stringify(fixtures)}, base: '/', plugins, build: options })].flat();
    const chunks = output.output.filter((file) => file.type === 'chunk');
    console.log(JSON.stringify(chunks.map(({ fileName, name, isEntry, imports }) => ({ fileName, name, isEntry, imports }))));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: fixtures });
  const chunks = JSON.parse(stdout) as Omit<Chunk, 'code'>[];
  return chunks.map((chunk) => ({ ...chunk, code: readFileSync(path.join(outDir, chunk.fileName), 'utf8') }));
}

/** The chunks a page loads before it runs any of them: the given ones and what they import statically. */
function withStaticImports(chunks: Chunk[], roots: Chunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  roots.forEach(visit);
  return [...found];
}

/**
 * The chunks that hold a module map, the import helper's list of the build's own shared chunks:
 * nothing else names all those chunks' files.
 */
function moduleMaps(chunks: Chunk[], all: Chunk[]) {
  const shared = all.filter((chunk) => chunk.name.startsWith('__federation_shared_')).map((chunk) => path.basename(chunk.fileName));
  return chunks.filter((chunk) => shared.every((file) => chunk.code.includes(file))).map((chunk) => chunk.fileName);
}

const remoteFirstLoad = () =>
  withStaticImports(
    remote,
    remote.filter((chunk) => chunk.fileName.endsWith('remoteEntry.js') || chunk.name.startsWith('__federation_expose_')),
  );

/** Runs a page's script in a node process of its own and returns what it prints, as JSON. */
async function runPage(script: string) {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: out });
  return JSON.parse(stdout) as unknown;
}

const remoteEntry = () => JSON.stringify(pathToFileURL(path.join(remoteDir, 'assets/remoteEntry.js')).href);
const hostEntry = () => JSON.stringify(pathToFileURL(path.join(hostDir, host.find((chunk) => chunk.isEntry && chunk.name === 'host-entry')?.fileName ?? '')).href);

beforeAll(async () => {
  const exposes = { './page': path.join(fixtures, 'remote-page.js'), './other-page': path.join(fixtures, 'remote-other-page.js') };
  // As remoteViteConfig and the host's Vite config build them.
  remote = await viteBuild({ name: 'fixture', filename: 'remoteEntry.js', exposes }, remoteDir, { rollupOptions: { input: [] } });
  host = await viteBuild({ name: 'host', remotes: { fixture: 'http://localhost:5174/assets/remoteEntry.js' } }, hostDir, {
    rollupOptions: { input: { 'host-entry': path.join(fixtures, 'host-entry.js') }, preserveEntrySignatures: 'strict' },
  });
}, 180_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

test("the host's first load holds the page's one import helper, and a remote's first load none", () => {
  const hostEntryChunk = host.filter((chunk) => chunk.isEntry && chunk.name === 'host-entry');
  expect(moduleMaps(withStaticImports(host, hostEntryChunk), host)).toHaveLength(1);
  expect(moduleMaps(remoteFirstLoad(), remote)).toEqual([]);
  // The remote's own copy, for a page without a host, is a chunk of its own.
  expect(moduleMaps(remote, remote)).toEqual([expect.stringMatching(/__federation_fn_import-[\w-]+\.js$/)]);
});

test('a remote with no host on the page loads its shared modules from its own copies', async () => {
  const page = `
    const remote = await import(${remoteEntry()});
    const useState = (await remote.get('./page'))();
    console.log(JSON.stringify({ useState: typeof useState, hooks: typeof (await remote.get('./other-page'))().useState }));
  `;
  expect(await runPage(page)).toEqual({ useState: 'function', hooks: 'function' });
});

test("with the host on the page, a remote's shared modules are the host's copies", async () => {
  const page = `
    const { hostUseState } = await import(${hostEntry()});
    const remote = await import(${remoteEntry()});
    const useState = (await remote.get('./page'))();
    console.log(JSON.stringify({ sameReact: useState === hostUseState }));
  `;
  expect(await runPage(page)).toEqual({ sameReact: true });
});

test("a remote's failed load of its own import helper is not remembered: the next import tries again", async () => {
  // The remote's import of its own helper, pointed at a file that appears after the first attempt.
  const helper = path.join(out, 'own-helper.mjs');
  const [sharedImport] = federationPlugins({ name: 'fixture', exposes: { './page': 'remote-page.js' } }) as { load: (id: string) => string }[];
  const pageImport = sharedImport?.load('\0virtual:vaani-page-import-shared') ?? '';
  expect(pageImport).toContain("import('virtual:vaani-own-import-shared')");
  const stub = path.join(out, 'page-import-shared.mjs');
  writeFileSync(stub, pageImport.replace("'virtual:vaani-own-import-shared'", JSON.stringify(pathToFileURL(helper).href)));
  const page = `
    import { writeFileSync } from 'node:fs';
    const { importShared } = await import(${JSON.stringify(pathToFileURL(stub).href)});
    const first = await importShared('react').then(() => 'loaded', () => 'failed');
    writeFileSync(${JSON.stringify(helper)}, 'export const importShared = async (name) => "own " + name;');
    const retry = await importShared('react');
    console.log(JSON.stringify({ first, retry }));
  `;
  expect(await runPage(page)).toEqual({ first: 'failed', retry: 'own react' });
});
