// The site's security headers. Scripts only from our origins, the few third parties a page loads,
// and the inline scripts the server entry names by hash: injected markup cannot run. Styles stay
// 'unsafe-inline' (styled-components writes <style> at run time); their values are checked where
// stored (site_settings) and by the theme builder.
import { createHash } from 'node:crypto';

/** The voice call (Vapi's API, Daily's call engine and rooms) and the booking calendars. */
const VOICE_CONNECT = ['https://api.vapi.ai', 'https://*.daily.co', 'wss://*.daily.co'];
const VOICE_SCRIPT = ['https://c.daily.co'];
/** Analytics, when configured (VITE_GA4_ID, VITE_META_PIXEL_ID). */
const GOOGLE_ANALYTICS = { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] };
const META_PIXEL = { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'] };

/** The booking calendars the site frames by default (the spec's Cal.com and Calendly). */
const CALENDARS = ['https://cal.com', 'https://*.cal.com', 'https://calendly.com', 'https://*.calendly.com'];

/** Paths whose pages must never be framed by another site (clickjacking a sign-in or an editor). */
const UNFRAMEABLE = /^\/(auth|admin)(\/|$)/;

/** CSP's hash source for an inline script's exact text. */
export const scriptHash = (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** An origin and its WebSocket twin (Supabase's realtime), from a URL; nothing for a bad URL. */
function originsOf(url) {
  try {
    const { origin, protocol, host } = new URL(url);
    return [origin, `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`];
  } catch {
    return [];
  }
}

/**
 * @param {{ supabaseUrl: string, remoteUrls: string[], inlineScripts: string[], bookingOrigin?: string | null, analytics?: { ga?: boolean, metaPixel?: boolean }, challengeOrigins?: readonly string[] }} sources
 *   bookingOrigin: the calendar the admin published, framed besides the default ones;
 *   challengeOrigins: the bot check's script and frame (Turnstile, when the build has a site key)
 * @returns {string} the policy for a page of the site
 */
export function contentSecurityPolicy({ supabaseUrl, remoteUrls, inlineScripts, bookingOrigin = null, analytics = {}, challengeOrigins = [] }) {
  const [supabase = '', supabaseSocket = ''] = originsOf(supabaseUrl);
  const remotes = [...new Set(remoteUrls.flatMap((url) => originsOf(url).slice(0, 1)))];
  const tracking = [analytics.ga && GOOGLE_ANALYTICS, analytics.metaPixel && META_PIXEL].filter(Boolean);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineScripts.map(scriptHash), ...VOICE_SCRIPT, ...tracking.flatMap((t) => t.script), ...challengeOrigins],
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    // Admins may point images and videos at any https address (and the spec allows plain http videos).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', supabase],
    'media-src': ["'self'", 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", supabase, supabaseSocket, ...remotes, ...VOICE_CONNECT, ...tracking.flatMap((t) => t.connect)],
    // The booking calendar: the default ones and the one the admin published; Turnstile's challenge.
    'frame-src': ["'self'", ...CALENDARS, bookingOrigin, ...challengeOrigins],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, list]) => [name, ...new Set(list.filter(Boolean))].join(' '))
    .join('; ');
}

/**
 * Headers for every response; a page also gets its `policy`, and /auth and /admin refuse framing.
 * @param {string} pathname @param {string} [policy]
 */
export function securityHeaders(pathname, policy) {
  const headers = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
  if (!policy) return headers;
  const unframeable = UNFRAMEABLE.test(pathname);
  return {
    ...headers,
    'Content-Security-Policy': unframeable ? `${policy}; frame-ancestors 'none'` : policy,
    ...(unframeable ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
