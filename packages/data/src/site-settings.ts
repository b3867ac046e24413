// The site settings a page shows (theme, links, texts, images, home order), on their own entry:
// the host's shell and every page's first paint read them, and the rest of the data layer would
// only weigh on that first load. A federation singleton of its own (@vaani/build)
// over the same query cache as @vaani/data, since the host's build bundles both from one module graph.
export { fetchPublishedSettings, PUBLISHED_SETTINGS_KEY, usePublishedSettings, type PublishedSettings } from './features/site-settings/api/published-settings.ts';
export { useHomeSections, useSiteConfig, type HomeSections } from './features/site-settings/api/use-site-settings.ts';
