/**
 * What the admin says after a save or a publish: the page server drops its kept pages within a
 * second of a content change (host/server/content-watch.mjs), so 5 s holds (bench: publish-seen).
 */
export const SEEN_BY_VISITORS = 'Visitors see this within 5 seconds.';
