// Widget weight and cost on a partner page, with budgets:
// - JS the page loads before any intent (the loader), gzip: budget ≤ 4 KB;
// - JS loaded when the visitor first opens the panel (React, UI, the view), printed;
// - the voice SDK chunk loaded on Start Call, printed;
// - Lighthouse performance of the partner page with and without the script tag: budget no loss.
// Uses the production build in widget/dist (built first when missing) and the system Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, ensureChromium } from '../find-chromium.mjs';
import { startStaticServer } from '../serve-static.mjs';

const LOADER_BUDGET_BYTES = 4 * 1024;
const WIDGET_DIST = 'widget/dist';
const PARTNER_HTML = readFileSync('widget/demo/partner.html', 'utf8');
const HOST_SCRIPT = 'http://localhost:5173/embed.js';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(path.join(WIDGET_DIST, 'embed.js'))) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: 'widget', stdio: 'inherit' });
}
const chromePath = ensureChromium();

// Our own servers on free ports: the widget as the host serves it, and the two page variants.
const assets = await startStaticServer({
  root: WIDGET_DIST,
  port: 0,
  cors: true,
  quiet: true,
  mounts: { '/embed.js': `${WIDGET_DIST}/embed.js`, '/embed-assets': `${WIDGET_DIST}/embed-assets` },
});
const assetsOrigin = `http://localhost:${assets.server.address().port}`;
const pagesDir = mkdtempSync(path.join(tmpdir(), 'vaani-bench-'));
writeFileSync(path.join(pagesDir, 'with.html'), PARTNER_HTML.replace(HOST_SCRIPT, `${assetsOrigin}/embed.js`));
writeFileSync(
  path.join(pagesDir, 'without.html'),
  PARTNER_HTML.replace(/\s*<script src="[^"]*embed\.js" async><\/script>/, ''),
);
const pages = await startStaticServer({
  root: pagesDir,
  port: 0,
  quiet: true,
  mounts: { '/with': path.join(pagesDir, 'with.html'), '/without': path.join(pagesDir, 'without.html') },
});
const pagesOrigin = `http://localhost:${pages.server.address().port}`;

/** Gzip size of every script the page fetched from the widget's origin, by phase. */
async function measureLoads() {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const loaded = [];
  const reading = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(assetsOrigin) || response.request().resourceType() !== 'script') return;
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => loaded.push({ url: url.slice(assetsOrigin.length), gzip: gzipSync(body).length })),
    );
  });
  // Keys for the launcher and the Start Call button; the platform itself is out of reach.
  await page.route('**/functions/v1/get-secrets', (route) =>
    route.fulfill({ json: { VAPI_API_KEY: 'pk_bench', VAPI_AGENT_ID: 'agent_bench' }, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
  await page.route('https://api.vapi.ai/**', (route) => route.abort());
  const phase = async (action) => {
    const before = loaded.length;
    await action();
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    return loaded.slice(before);
  };
  const initial = await phase(async () => {
    await page.goto(`${pagesOrigin}/with`);
    await page.getByRole('button', { name: 'AI Sales Agent' }).waitFor();
  });
  const firstOpen = await phase(async () => {
    await page.getByRole('button', { name: 'AI Sales Agent' }).click();
    await page.getByRole('button', { name: 'Start Call' }).waitFor();
  });
  const startCall = await phase(async () => {
    const sdk = page.waitForResponse((response) => response.url().includes('/embed-assets/vapi-'));
    await page.getByRole('button', { name: 'Start Call' }).click();
    await sdk;
  });
  await browser.close();
  return { initial, firstOpen, startCall };
}

async function performanceScore(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    return Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
const list = (items) => items.map((item) => `      ${item.url} ${kb(item.gzip)}`).join('\n');

try {
  const { initial, firstOpen, startCall } = await measureLoads();
  const runs = 3;
  const without = [];
  const withScript = [];
  for (let i = 0; i < runs; i += 1) {
    without.push(await performanceScore(`${pagesOrigin}/without`));
    withScript.push(await performanceScore(`${pagesOrigin}/with`));
  }
  const loaderOk = sum(initial) <= LOADER_BUDGET_BYTES;
  const scoreOk = median(withScript) >= median(without);
  console.log(`
Widget on a partner page (gzip)
  ${loaderOk ? '✔' : '✖'} JS before intent        ${kb(sum(initial))}   budget ≤ ${kb(LOADER_BUDGET_BYTES)}
${list(initial)}
    JS on first open         ${kb(sum(firstOpen))}
${list(firstOpen)}
    voice SDK on Start Call  ${kb(sum(startCall))}
${list(startCall)}
  ${scoreOk ? '✔' : '✖'} Lighthouse performance  with script ${median(withScript)} (runs ${withScript.join(', ')}), without ${median(without)} (runs ${without.join(', ')})   budget: no loss`);
  process.exitCode = loaderOk && scoreOk ? 0 : 1;
} finally {
  await assets.close();
  await pages.close();
}
