// The remotes of the site and where each is deployed: one table for the builds (packages/build),
// `npm start` and the page server (host/server), which reads it at run time. Plain data, no
// dependencies: the page server runs on production dependencies alone.

/**
 * Each remote: the variable naming where its entry is deployed, and the port `npm start` serves it
 * on locally. `ssrEnv` marks a remote whose pages or pieces public pages show (marketing's pages,
 * the forms' newsletter box and callback form): it also builds a server entry (SERVER_ENTRY).
 */
export const REMOTE_DEFAULTS = {
  marketing: { env: 'REMOTE_MARKETING_URL', port: 5174, ssrEnv: 'REMOTE_MARKETING_SSR_URL' },
  forms: { env: 'REMOTE_FORMS_URL', port: 5175, ssrEnv: 'REMOTE_FORMS_SSR_URL' },
  admin: { env: 'REMOTE_ADMIN_URL', port: 5176 },
};

/**
 * Where the widget's federated build (the embeddable elements for our own site) is served: beside
 * embed.js, under the host's /embed-assets/, so it needs no server or port of its own.
 */
export const WIDGET_REMOTE_BASE = '/embed-assets/site/';

/** The id of the data block in which a served page names the remotes.json it was rendered with. */
export const RENDERED_REMOTES_ID = 'vaani-remotes';

/** Where a remote's server entry lands in its build, and so under its origin. */
export const SERVER_ENTRY = 'server/entry.mjs';

/**
 * The remotes manifest the host reads at run time, from the environment (checked beforehand by
 * requireSettings, settings.mjs): each remote's browser entry, and under `ssr` the server entries
 * of the remotes that have one.
 */
export function remotesManifest(env = process.env) {
  const entries = Object.entries(REMOTE_DEFAULTS);
  return {
    ...Object.fromEntries(entries.map(([name, { env: key }]) => [name, env[key]])),
    widget: env.REMOTE_WIDGET_URL || `${WIDGET_REMOTE_BASE}assets/remoteEntry.js`,
    ssr: Object.fromEntries(entries.filter(([, defaults]) => 'ssrEnv' in defaults).map(([name, { ssrEnv }]) => [name, env[ssrEnv]])),
  };
}
