// Public content for a visitor's first paint, as plain fetches without the Supabase client, so
// the home page does not pull supabase-js into its first load (the sections further down, which
// use the client, bring it when they near the viewport).
export { getNewestPublicMedia } from './features/media/api/get-newest-public-media.ts';
export { DEFAULT_DEMO_VIDEO_PATH, DEMO_VIDEO_USE_CASE } from './features/media/api/media-types.ts';
export { readEnv } from './client/read-env.ts';
export { publicRest } from './client/public-rest.ts';
