// Cloudflare Turnstile under test: the function secret the suites' stack runs with
// (playwright.config.ts), the site key the widget's e2e build carries, and the tokens the scripted
// Turnstile hands out, which the stand-in siteverify (lead-service-standin.mjs) accepts once each.
export const TURNSTILE_TEST_SECRET = 'e2e-turnstile-secret';
export const TURNSTILE_TEST_SITE_KEY = 'e2e-turnstile-site-key';
export const TURNSTILE_PASSING_TOKEN_PREFIX = 'e2e-turnstile-pass-';
