// `npm start`: everything a visitor, a partner page and an admin need, served locally the way it
// is deployed: the local Supabase, each remote on its own port with CORS, and the host (which also
// serves the widget's /embed.js). Builds whatever is missing first, unless --no-build.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { REMOTE_DEFAULTS, remotesManifest } from '@vaani/remotes';
import { ENV_FILE, SUPABASE_BIN, ensureLocalEnv, localEnvValue, localSettings, supabaseUrl as readSupabaseUrl } from './local-env.mjs';
import { LOCAL_ADMIN, ensureLocalAdmin } from './local-admin.mjs';
import { HOSTILE_URL, PARTNER_PAGES, PARTNER_URL, startPartnerPage } from './partner-pages.mjs';
import { answers, run } from './run.mjs';
import { startStaticServer } from './serve-static.mjs';
import { startPageServer } from '../host/server/page-server.mjs';
import { onStopSignals } from '../host/server/stop-signals.mjs';
import { HOST_SHARED_FILE } from '../host/server/releases.mjs';
import { FIX_FOR_DEVELOPMENT, requireSupportedNode } from '../host/server/node-version.mjs';

requireSupportedNode(FIX_FOR_DEVELOPMENT);

const NO_BUILD = process.argv.includes('--no-build');
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** The local Supabase's mail catcher (supabase/config.toml [inbucket] port), started and stopped with it. */
const LOCAL_MAIL_URL = 'http://127.0.0.1:54324';
const HOST_PORT = 5173;
const RELEASES_DIR = process.env.RELEASES_DIR || 'releases';
/** The host's server entry; SSR=off serves every page for the browser to render instead. */
const SSR_ENTRY = 'host/dist-server/entry-server.mjs';

const children = [];
const servers = [];
const STOP_TIMEOUT_MS = 10_000;

const exited = (child) => child.exitCode !== null || child.signalCode !== null;
const childExit = (child) => (exited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

/**
 * The first SIGINT or SIGTERM stops everything started here (each child in a process group of its
 * own, so it hears the signal once); a second one forces the children and ends without waiting.
 */
async function stopAll(code = 0, force = false) {
  for (const child of children) if (!exited(child)) child.kill('SIGTERM');
  if (force) {
    await Promise.race([Promise.all(children.map(childExit)), sleep(3_000)]);
    process.exit(code || 1);
  }
  const deadline = setTimeout(() => process.exit(code || 1), STOP_TIMEOUT_MS);
  await Promise.all([...servers.map((s) => s.close()), ...children.map(childExit)]);
  clearTimeout(deadline);
  process.exit(code);
}
onStopSignals((_signal, force) => void stopAll(0, force));

// (a) Supabase environment for the browser builds.
ensureLocalEnv();
const supabaseUrl = readSupabaseUrl();

// (b) Builds.
const DISTS = [
  ['remotes/marketing', 'remotes/marketing/dist/assets/remoteEntry.js'],
  ['remotes/marketing', 'remotes/marketing/dist/server/entry.mjs'],
  ['remotes/forms', 'remotes/forms/dist/assets/remoteEntry.js'],
  ['remotes/admin', 'remotes/admin/dist/assets/remoteEntry.js'],
  ['widget', 'widget/dist/embed.js'],
  ['host', 'host/dist/index.html'],
  ['host', SSR_ENTRY],
  ['host', `host/dist/${HOST_SHARED_FILE}`],
];
// A build older than .env.local carries stale Supabase keys (e.g. after the data dir was wiped).
const envChanged = (file) => existsSync(ENV_FILE) && statSync(ENV_FILE).mtimeMs > statSync(file).mtimeMs;
const outdated = DISTS.filter(([, file]) => !existsSync(file) || envChanged(file));
if (outdated.length && !NO_BUILD) run('build', 'node', ['scripts/build.mjs', '--local']);
else if (outdated.length) console.warn(`! --no-build: missing or outdated ${outdated.map(([ws]) => ws).join(', ')}`);

// (c) The local Supabase, when the site points at it.
async function startSupabase() {
  if (await answers(`${LOCAL_SUPABASE_URL}/health`)) {
    console.log(`local Supabase already running at ${LOCAL_SUPABASE_URL}`);
    return;
  }
  const child = spawn('node', [SUPABASE_BIN, 'start'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: it hears a signal once, from stopAll; it stops by itself if we are killed.
    detached: true,
    env: { ...process.env, SUPABASE_LOCAL_STOP_WITH_PARENT: '1' },
  });
  children.push(child);
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${LOCAL_SUPABASE_URL}/health`))) {
    if (exited(child)) throw new Error(`local Supabase exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('local Supabase did not report ready within 60 s');
    await sleep(250);
  }
}

let adminCreated = false;
if (supabaseUrl === LOCAL_SUPABASE_URL) {
  await startSupabase();
  adminCreated = await ensureLocalAdmin(LOCAL_SUPABASE_URL);
}

const ssr = process.env.SSR !== 'off' && existsSync(SSR_ENTRY) ? { entry: SSR_ENTRY } : undefined;

// (d) The remotes, each on its own port with CORS as when deployed alone, then the host.
try {
  for (const [name, { port }] of Object.entries(REMOTE_DEFAULTS)) {
    servers.push(await startStaticServer({ root: `remotes/${name}/dist`, port, cors: true }));
  }
  // A remotes.json given at serve time wins over the one generated at build time.
  const remoteOverride = Object.values(REMOTE_DEFAULTS).some(({ env }) => process.env[env]);
  servers.push(
    await startPageServer({
      root: 'host/dist',
      port: HOST_PORT,
      supabase: { url: supabaseUrl ?? '' },
      analytics: { ga: Boolean(localEnvValue('VITE_GA4_ID')), metaPixel: Boolean(localEnvValue('VITE_META_PIXEL_ID')) },
      // releases/ is the local CDN of `npm run release`, and its live records are what `npm run promote` changes.
      mounts: { '/embed.js': 'widget/dist/embed.js', '/embed-assets': 'widget/dist/embed-assets', '/releases': RELEASES_DIR },
      files: remoteOverride ? { '/remotes.json': JSON.stringify(remotesManifest(localSettings())) } : {},
      ssr,
      releases: { source: RELEASES_DIR },
    }),
  );

  // (e) The partner demo pages, on ports of their own like a partner's site.
  for (const partnerPage of PARTNER_PAGES) servers.push(await startPartnerPage(partnerPage));
} catch (error) {
  console.error(`✖ could not start a server: ${error.message}`);
  await stopAll(1);
}

// (f) Where everything is.
console.log(`
Vaani AI is running:
  site              http://localhost:${HOST_PORT}/
  partner script    http://localhost:${HOST_PORT}/embed.js
  remotes           ${Object.entries(REMOTE_DEFAULTS)
    .map(([name, { port }]) => `${name} http://localhost:${port}/assets/remoteEntry.js`)
    .join('\n                    ')}
  partner page      ${PARTNER_URL}
  hostile page      ${HOSTILE_URL}
  Supabase          ${supabaseUrl ?? '(VITE_SUPABASE_URL not set)'}${
    supabaseUrl === LOCAL_SUPABASE_URL
      ? `
  admin sign-in     http://localhost:${HOST_PORT}/auth  ${LOCAL_ADMIN.email} / ${LOCAL_ADMIN.password}${adminCreated ? ' (created now)' : ''}
  mail (local)      ${LOCAL_MAIL_URL}  invitations and password resets the local auth sent`
      : ''
  }
Press Ctrl+C to stop.`);
