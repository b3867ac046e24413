// The site settings a page shows, on their own entry: every first paint reads them, and the rest
// of the data layer would only weigh on it. A federation singleton of its own (@vaani/build) over
// the same query cache as @vaani/data, since the host's build bundles both from one module graph.
export { fetchPublishedSettings, PUBLISHED_SETTINGS_KEY, usePublishedSettings, type PublishedSettings } from './features/site-settings/api/published-settings.ts';
export { useHomeSections, useSiteConfig, type HomeSections } from './features/site-settings/api/use-site-settings.ts';
