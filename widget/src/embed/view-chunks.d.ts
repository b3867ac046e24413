// The site build's table of each element's chunks, written in at build time (build/view-chunks-plugin.ts).
declare module 'virtual:vaani-view-chunks' {
  // An ambient module may not import by a relative path, and a top-level import would make this
  // file a module, whose `declare module` could then only augment an existing one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const table: import('./preload-views.ts').ViewChunkTable;
  export default table;
  /** This build's import of a shared module: the page's copy (the host's), once per page. */
  export function importShared(name: string): Promise<unknown>;
}
