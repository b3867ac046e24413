/** The build's public Turnstile site key (VITE_TURNSTILE_SITE_KEY); empty: Turnstile is off and nothing loads. */
export const TURNSTILE_SITE_KEY = String(import.meta.env.VITE_TURNSTILE_SITE_KEY ?? '');

/** Where Cloudflare's script and its challenge frame come from (a page's CSP must allow it). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
