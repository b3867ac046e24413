// What the build steps of the site build (view-chunk-groups.ts, view-chunks-plugin.ts) know of
// the views' modules and chunks.
import type { RenderedChunk } from 'rollup';

/** `features/<feature>/register-<tag>.ts`: one element's code, imported by mount-view. */
export const REGISTER_MODULE = /\/features\/([^/]+)\/register-([a-z-]+)\.ts$/;
/** `features/<feature>/texts/<lang>.ts`: one element's words in one language, imported by mount-view. */
export const TEXTS_MODULE = /\/features\/([^/]+)\/texts\/([a-z]+)\.ts$/;

/** A chunk and every chunk it imports statically, transitively: what loads with it. */
export function withImports(importsOf: (fileName: string) => readonly string[] | undefined, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of importsOf(fileName) ?? []) withImports(importsOf, imported, into);
  return into;
}

/** The chunk that holds a module (whether or not the module is what the chunk was cut for). */
export function chunkHolding<Chunk extends RenderedChunk>(chunks: Iterable<Chunk>, moduleId: string): Chunk {
  for (const chunk of chunks) if (chunk.moduleIds.includes(moduleId)) return chunk;
  throw new Error(`no chunk of the site build holds ${moduleId}`);
}
