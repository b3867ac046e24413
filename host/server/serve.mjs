// `npm run serve`: the page server for production. It serves host/dist (and the widget's embed
// from widget/dist), renders pages with host/dist-server when built, and talks to no local
// Supabase and no dev remotes: every setting comes from the environment (the ones it reads are
// declared in packages/remotes/src/settings.mjs), checked before it starts.
import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { REMOTE_DEFAULTS, remotesManifest } from '@vaani/remotes';
import { requireSettings } from '@vaani/remotes/settings';
import { startPageServer } from './page-server.mjs';
import { requireSupportedNode } from './node-version.mjs';
import { onStopSignals } from './stop-signals.mjs';

requireSupportedNode('Run the page server on Node 24 LTS (the version in .nvmrc), e.g. the node:24 container image.');

const ROOT = 'host/dist';
const SSR_ENTRY = 'host/dist-server/entry-server.mjs';

requireSettings('serve');
if (!existsSync(`${ROOT}/index.html`)) {
  console.error(`✖ ${ROOT} is not built: run \`npm run build\` first`);
  process.exit(1);
}

// Every line on stdout is JSON (docs/operating.md): one per request, and the server's own; written
// off the request's path in writes of 4 KB (a write per line would cost a system call and a wake-up
// each), at least each LOG_FLUSH_MS on a quiet server, and what is left when the process exits.
const LOG_FLUSH_MS = 1000;
const logs = pino.destination({ sync: false, minLength: 4096 });
const logger = pino({ level: process.env.LOG_LEVEL || 'info' }, logs);
// The stream's own flush: pino's would wait for a 'drain' that a busy server seldom reaches.
const flushLogs = () => logs.flush();
setInterval(flushLogs, LOG_FLUSH_MS).unref();
const ssr = process.env.SSR !== 'off' && existsSync(SSR_ENTRY) ? { entry: SSR_ENTRY } : undefined;
if (!ssr) logger.warn(`! ${process.env.SSR === 'off' ? 'SSR=off' : `${SSR_ENTRY} is not built`}: pages are served for the browser to render`);
const releasesDir = process.env.RELEASES_URL ? undefined : process.env.RELEASES_DIR;
// Remote URLs given at serve time (all of them, settings.mjs) win over the build's remotes.json.
const remoteOverride = Object.values(REMOTE_DEFAULTS).some(({ env }) => process.env[env]);
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
  logger,
  metricsToken: process.env.METRICS_TOKEN || undefined,
});
logger.info(`page server listening on port ${server.port}`);
flushLogs();

// Graceful stop: requests in flight finish (at most STOP_TIMEOUT_MS), new ones are refused, then
// the process ends; a second signal ends it at once.
const STOP_TIMEOUT_MS = 10_000;
onStopSignals(async (signal, force) => {
  if (force) {
    logger.info(`${signal} again: stopping at once`);
    process.exit(1);
  }
  logger.info(`${signal}: finishing requests in flight`);
  setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
  await server.close();
  process.exit(0);
});
