// Build step of the site build (siteBuild in vite.config.ts): which chunk each module of the views
// goes in. Left to Rollup, the demo-call dialog came in 12 chunks of a few hundred bytes, each one
// more request and compile on a phone between a tap and the dialog; grouped by the set of elements
// whose views load them, it comes in three, its words a chunk per language.
// Read from a first build's output: only Rollup knows which imports survive tree-shaking (a view
// imports modules whose other exports pull in libphonenumber), so `manualChunks` alone cannot tell.
import type { OutputChunk } from 'rollup';
import { chunkHolding, REGISTER_MODULE, withImports } from './view-bundle.ts';

/**
 * From a first build's chunks: per module id, the chunk it goes in, named for the elements whose
 * views load it (`view-demo-call-dialog`, `view-book-demo-dialog-and-demo-call-dialog`, …); the
 * chunks the page loads first, with `firstLoad` (the exposed site-elements module), keep their
 * modules. Not grouped: the federation plugin's chunks, and each element's words.
 * @param views the views' entry (mount-view.ts), which imports each element's register module
 */
export function viewChunkGroups(output: OutputChunk[], views: string, firstLoad: string): Map<string, string> {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const importsOf = (file: string) => chunks.get(file)?.imports;
  const loadedFirst = withImports(importsOf, chunkHolding(output, firstLoad).fileName);
  const viewsChunk = chunkHolding(output, views);
  const users = new Map<string, string[]>();
  for (const lazy of viewsChunk.dynamicImports) {
    const tag = chunks
      .get(lazy)
      ?.moduleIds.map((id) => REGISTER_MODULE.exec(id)?.[2])
      .find(Boolean);
    if (!tag) continue;
    for (const file of withImports(importsOf, lazy, withImports(importsOf, viewsChunk.fileName))) {
      if (loadedFirst.has(file) || chunks.get(file)?.name.startsWith('__federation')) continue;
      users.set(file, [...(users.get(file) ?? []), tag]);
    }
  }
  // The first load's chunks (as @vaani/build's first-load plugin cut them) keep their names: left
  // to Rollup, modules a view also imports would get chunks of their own, more files on every page.
  const groups = new Map<string, string>();
  for (const file of loadedFirst) {
    const chunk = chunks.get(file);
    for (const id of chunk?.moduleIds ?? []) groups.set(id, chunk?.name ?? file);
  }
  for (const [file, tags] of users) {
    for (const id of chunks.get(file)?.moduleIds ?? []) groups.set(id, `view-${tags.sort().join('-and-')}`);
  }
  return groups;
}
