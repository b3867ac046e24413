// Public content for a visitor's first paint, as plain fetches, so the home page's first load
// carries no supabase-js (sections further down bring it as they near the viewport).
export { getNewestPublicMedia } from './features/media/api/get-newest-public-media.ts';
export { DEFAULT_DEMO_VIDEO_PATH, DEMO_VIDEO_USE_CASE } from './features/media/api/media-types.ts';
export { readEnv } from './client/read-env.ts';
export { publicRest } from './client/public-rest.ts';
