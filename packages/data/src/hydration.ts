// What the host needs to hand served rows to the page's one cache, without the whole data layer:
// the host's build bundles this and @vaani/data from one module graph, so the cache is shared.
export { invalidate } from './query/query-cache.ts';
export { hydrateServedQueries, serverRender, type DehydratedState } from './query/server-render.ts';
// The keys of the content an admin edits, which a page served from the server's cache reads again.
export { CASE_STUDIES_KEY } from './features/case-studies/api/case-study-types.ts';
export { KEY_FEATURES_KEY } from './features/key-features/api/key-feature-types.ts';
export { SITE_PAGES_KEY } from './features/site-pages/api/site-page-types.ts';
export { TESTIMONIALS_KEY } from './features/testimonials/api/testimonial-types.ts';
