// The host's server entry (`vite build --ssr`, see vite.config.ts), loaded by host/server.
import { TURNSTILE_ORIGIN, TURNSTILE_SITE_KEY } from '@vaani/ui';

export { renderPage, type RemoteServerEntry, type RenderRequest, type RenderedPage } from './features/ssr/render-page.tsx';
/** The status of a page the page server serves unrendered (404, 301). */
export { resolveRoute } from './routes/route-data.ts';
/** The inline scripts a served page may run; the page server allows exactly these by hash. */
export { default as EARLY_CLICKS_SCRIPT } from './features/ssr/early-clicks-script.ts?inline-script';
/** The visit's first landing, recorded before any link can be followed. */
export { FIRST_LANDING_SCRIPT } from '@vaani/stores/first-landing-script';
/** Third-party origins of scripts and frames: Turnstile's, when this build has a site key. */
export const CHALLENGE_ORIGINS: readonly string[] = TURNSTILE_SITE_KEY ? [TURNSTILE_ORIGIN] : [];
/** The published booking calendar's origin, which the page server's policy lets pages frame. */
export { loadBookingOrigin } from './features/ssr/booking-origin.ts';
/** /sitemap.xml and /robots.txt, which the page server answers. */
export { renderSiteMap, robotsTxt } from './features/seo/site-map.ts';
/** The count of changes to public content, which the page server watches to drop its pages. */
export { loadContentVersion } from './features/ssr/content-version.ts';
