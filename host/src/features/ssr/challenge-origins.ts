import { TURNSTILE_ORIGIN, TURNSTILE_SITE_KEY } from '@vaani/ui';

/**
 * Cloudflare Turnstile's script and challenge frame, which the lead forms load on intent when this
 * build has a site key: the page server's policy allows them then, and only then.
 */
export const CHALLENGE_ORIGINS: readonly string[] = TURNSTILE_SITE_KEY ? [TURNSTILE_ORIGIN] : [];
