/**
 * What the admin says after a save or a publish: the page server drops the pages it keeps within a
 * second of the database's content version moving (host/server/content-watch.mjs), and renders the
 * next visitor's page afresh, so 5 s holds with room for a loaded server (npm run bench: publish-seen).
 */
export const SEEN_BY_VISITORS = 'Visitors see this within 5 seconds.';
