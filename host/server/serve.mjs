// `npm run serve`: the page server for production. It serves host/dist (and the widget's embed
// from widget/dist), renders pages with host/dist-server when built, and talks to no local
// Supabase and no dev remotes: everything comes from the environment, checked before it starts.
//
//   VITE_SUPABASE_URL   the Supabase project the builds were made for (required; its origin is allowed by the policy)
//   PORT                port to listen on (default 8080; 0 picks a free one); HOST: interface (default all)
//   REMOTE_MARKETING_URL, REMOTE_FORMS_URL, REMOTE_ADMIN_URL, REMOTE_MARKETING_SSR_URL, REMOTE_WIDGET_URL
//                       where each remote is deployed (default: the remotes.json of the build)
//   RELEASES_URL        the http(s) URL of the remotes' releases on the CDN (docs/releasing.md); or
//   RELEASES_DIR        a folder of them, served under /releases (default: none, each remote's plain build)
//   VITE_GA4_ID, VITE_META_PIXEL_ID   analytics the builds send to (their origins are allowed by the policy)
//   SSR=off             serve every page for the browser to render
import { existsSync } from 'node:fs';
import { REMOTE_ENVS, remotesManifest } from '@vaani/remotes';
import { startPageServer } from './page-server.mjs';
import { requireSupportedNode } from './node-version.mjs';
import { onStopSignals } from './stop-signals.mjs';

requireSupportedNode('Run the page server on Node 24 LTS (the version in .nvmrc), e.g. the node:24 container image.');

const ROOT = 'host/dist';
const SSR_ENTRY = 'host/dist-server/entry-server.mjs';

const isHttpUrl = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** One line per missing or malformed setting; none when the server can start. */
function problems(env) {
  const found = [];
  if (!env.VITE_SUPABASE_URL) found.push('VITE_SUPABASE_URL is missing: set it to the Supabase project URL the builds use, e.g. https://abc.supabase.co');
  else if (!isHttpUrl(env.VITE_SUPABASE_URL)) found.push(`VITE_SUPABASE_URL is not an http(s) URL: ${env.VITE_SUPABASE_URL}`);
  if (env.PORT !== undefined && !(/^\d+$/.test(env.PORT) && Number(env.PORT) >= 0 && Number(env.PORT) < 65536)) found.push(`PORT is not a port number: ${env.PORT}`);
  if (env.RELEASES_URL !== undefined && !isHttpUrl(env.RELEASES_URL)) found.push(`RELEASES_URL is not an http(s) URL: ${env.RELEASES_URL}`);
  for (const name of REMOTE_ENVS) {
    if (env[name] !== undefined && !isHttpUrl(env[name]) && !env[name].startsWith('/')) found.push(`${name} is not an http(s) URL or a path: ${env[name]}`);
  }
  if (!existsSync(`${ROOT}/index.html`)) found.push(`${ROOT} is not built: run \`npm run build\` first`);
  return found;
}

const found = problems(process.env);
if (found.length > 0) {
  for (const line of found) console.error(`✖ ${line}`);
  process.exit(1);
}

const ssr = process.env.SSR !== 'off' && existsSync(SSR_ENTRY) ? { entry: SSR_ENTRY } : undefined;
if (!ssr) console.warn(`! ${process.env.SSR === 'off' ? 'SSR=off' : `${SSR_ENTRY} is not built`}: pages are served for the browser to render`);
const releasesDir = process.env.RELEASES_URL ? undefined : process.env.RELEASES_DIR;
const remoteOverride = REMOTE_ENVS.some((name) => process.env[name]);
const server = await startPageServer({
  root: ROOT,
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST || undefined,
  supabase: { url: process.env.VITE_SUPABASE_URL },
  mounts: { '/embed.js': 'widget/dist/embed.js', '/embed-assets': 'widget/dist/embed-assets', ...(releasesDir && { '/releases': releasesDir }) },
  files: remoteOverride ? { '/remotes.json': JSON.stringify(remotesManifest()) } : {},
  ssr,
  releases: process.env.RELEASES_URL ? { source: process.env.RELEASES_URL, url: process.env.RELEASES_URL } : releasesDir && { source: releasesDir },
  analytics: { ga: Boolean(process.env.VITE_GA4_ID), metaPixel: Boolean(process.env.VITE_META_PIXEL_ID) },
  log: (line) => console.log(line),
});
console.log(`page server listening on port ${server.port}`);

// Graceful stop: requests in flight finish (at most STOP_TIMEOUT_MS), new ones are refused, then
// the process ends; a second signal ends it at once.
const STOP_TIMEOUT_MS = 10_000;
onStopSignals(async (signal, force) => {
  if (force) {
    console.log(`${signal} again: stopping at once`);
    process.exit(1);
  }
  console.log(`${signal}: finishing requests in flight`);
  setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
  await server.close();
  process.exit(0);
});
