// Our site for the browser benchmarks: the running one (`npm start`, or BENCH_SITE_URL) when it
// answers, else the production builds served here the same way, with the local Supabase.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright';
import { readProjectConfig } from '../../../packages/supabase-local/src/config.ts';
import { bindable } from '../../../packages/supabase-local/src/free-port.ts';
import { DEFAULT_PORT, SUPABASE_DIR } from '../../../packages/supabase-local/src/paths.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../../find-chromium.mjs';
import { localEnvValue, SUPABASE_BIN, supabaseUrl } from '../../local-env.mjs';
import { answers, startProcess, stopProcess } from '../../run.mjs';
import { call } from './rest.mjs';

/** How `npm run serve` starts the page server (package.json), for a benchmark that measures that process itself. */
const SERVE_ARGS = JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve.replace(/^exec node /, '').split(' ');
const SERVE_START_MS = 60_000;
export const SITE = (process.env.BENCH_SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');
export const WIDGET_DIST = 'widget/dist';
/** Where the page server serves the partner script and its chunks from. */
export const WIDGET_MOUNTS = { '/embed.js': `${WIDGET_DIST}/embed.js`, '/embed-assets': `${WIDGET_DIST}/embed-assets` };

export function ensureBuilt() {
  if (!existsSync('host/dist/index.html') || !existsSync(`${WIDGET_DIST}/embed.js`)) execFileSync('node', ['scripts/build.mjs', '--local'], { stdio: 'inherit' });
}

/** Ends benchmark `name` unless the running site answers. */
export async function requireSite(name) {
  if (!(await answers(`${SITE}/healthz`))) {
    console.error(`${name}: ${SITE} is not answering; start the site first (npm start).`);
    process.exit(1);
  }
}

/** An admin `email` of the running site's local Supabase, made by `create-admin` and signed in. */
export async function siteAdmin(email, password) {
  execFileSync(process.execPath, [SUPABASE_BIN, 'create-admin', email, password], { stdio: 'pipe' });
  const key = localEnvValue('VITE_SUPABASE_ANON_KEY');
  const session = await (await call(supabaseUrl(), '/auth/v1/token?grant_type=password', { method: 'POST', key, body: { email, password } })).json();
  return { as: { key, token: session.access_token }, session };
}

/** `npm run serve` on `port`, once it answers /healthz; its stdout read as a log collector would. */
export async function startServe(port, env = {}) {
  const child = spawn(process.execPath, SERVE_ARGS, {
    env: { ...process.env, VITE_SUPABASE_URL: supabaseUrl() ?? '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  const url = `http://localhost:${port}/`;
  for (let waited = 0; !(await answers(`${url}healthz`)); waited += 100) {
    if (waited > SERVE_START_MS) {
      child.kill('SIGTERM');
      throw new Error(`npm run serve did not answer ${url}healthz within ${SERVE_START_MS / 1000} s`);
    }
    await sleep(100);
  }
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** How long until `url`, asked for as a new visitor does every 100 ms, holds `text`, in ms; throws after `giveUpMs`. */
export async function timeUntilServed(url, text, giveUpMs) {
  const started = performance.now();
  while (!(await (await fetch(url)).text()).includes(text)) {
    if (performance.now() - started > giveUpMs) throw new Error(`${url} did not hold "${text}" within ${giveUpMs / 1000} s`);
    await sleep(100);
  }
  return performance.now() - started;
}

const STACK_START_MS = 120_000;
/** Linux keeps a closed connection's local port for 60 s (TIME_WAIT), and no server may listen there meanwhile. */
const TIME_WAIT_MS = 61_000;

/**
 * Waits until the local Supabase's fixed ports can be listened on: they lie in Linux's ephemeral
 * range, so the previous benchmark's connections can hold one for a minute after they closed.
 */
async function fixedPortsFree() {
  const { dbPort, mailWebPort, mailSmtpPort } = await readProjectConfig(SUPABASE_DIR);
  for (const port of [DEFAULT_PORT, dbPort, mailWebPort, mailSmtpPort]) {
    for (let waited = 0; !(await bindable(port)) && waited < TIME_WAIT_MS; waited += 1000) await sleep(1000);
  }
}

/**
 * Our site, backend and partner pages as `npm start --no-build` serves them, unless already
 * running. Answers how to stop what it started, as a terminal's Ctrl+C would.
 */
export async function ensureStack() {
  if (await answers(`${SITE}/`)) return async () => {};
  await fixedPortsFree();
  const { child } = await startProcess(process.execPath, ['scripts/start.mjs', '--no-build'], {}, /Vaani AI is running/, STACK_START_MS);
  return () => stopProcess(child);
}

/** `measure(browser)` in headless Chromium on our site, resolved once everything started has stopped. */
export async function withSite(measure) {
  ensureBuilt();
  const stopSite = await ensureStack();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    return await measure(browser);
  } finally {
    await browser.close();
    await stopSite();
  }
}

/**
 * `pathname` in a new phone-sized page, loaded until the network is idle and its heading shows:
 * the page, its response, and the scripts it receives, each a promise of its URL and body.
 */
export async function loadedPage(browser, pathname) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.body().then((body) => ({ url: new URL(response.url()), body })));
  });
  const landing = await page.goto(`${SITE}${pathname}`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  return { page, landing, scripts };
}

/** Keys for the voice widget's launcher, answered in place of the backend's get-secrets. */
export const stubWidgetKeys = (page) =>
  page.route('**/functions/v1/get-secrets', (route) =>
    route.fulfill({ json: { VAPI_API_KEY: 'pk_bench', VAPI_AGENT_ID: 'agent_bench' }, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
