// The public origin canonical links name, fixed at build time from SITE_URL (see vite.config.ts);
// outside a build (unit tests, Storybook) the page's own origin stands in.
export const SITE_ORIGIN: string = import.meta.env.SITE_URL || globalThis.location?.origin || '';
