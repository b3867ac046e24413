// What the host needs to hand a server-rendered page's rows to the page's one cache, without the
// whole data layer: the same query-cache module that @vaani/data (the federation singleton the
// remotes read) holds, since the host's build bundles both from one module graph.
export { queryCache } from './query/query-cache.ts';
export { serverRender, type DehydratedState } from './query/server-render.ts';
