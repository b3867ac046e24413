// The JavaScript a visitor's browser downloads for the home page's first load (host entry and its
// static imports, the remoteEntry files listed in remotes.json, the shared and exposed chunks the
// home route pulls in, the widget loader), measured gzip-compressed. It builds and serves nothing:
// it loads the already running site (`npm start`) once in headless Chromium and records every
// script response.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath } from '../find-chromium.mjs';

const SITE = process.env.BENCH_SITE_URL || 'http://localhost:5173/';

async function reachable(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

if (!(await reachable(SITE))) {
  console.error(`site-js: ${SITE} is not answering; start the site first (npm start).`);
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length })));
    }
  });
  await page.goto(SITE, { waitUntil: 'networkidle' });
  await page.locator('main h1').waitFor();
  const loaded = await Promise.all(scripts);

  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const byOrigin = new Map();
  for (const { url, gzip } of loaded) {
    const { origin } = new URL(url);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + gzip);
  }
  const total = loaded.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(`home first-load JS: ${kb(total)} KB gzip (budget: none yet)`);
  for (const [origin, bytes] of byOrigin) console.log(`  ${origin}: ${kb(bytes)} KB gzip`);
  console.log(`  ${loaded.length} script files; 1 KB = 1000 bytes`);
} finally {
  await browser.close();
}

// The JavaScript each public route loads first: a fresh browser per route (nothing cached), the
// route's scripts until the network is idle, gzip-compressed. Routes come from the built route
// table (host/dist/routes.json); the case-study pattern takes a seeded story's slug.
const EXAMPLE_SLUG = 'riverside-homes';
const PRIVATE_ROUTE = /^\/(auth|admin)(\/|$)/;

async function firstLoadJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const sizes = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) sizes.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((sum, size) => sum + size, 0), files: all.length };
  } finally {
    await context.close();
  }
}

async function printRouteFirstLoads() {
  const { readFileSync } = await import('node:fs');
  const { routes } = JSON.parse(readFileSync('host/dist/routes.json', 'utf8'));
  const seen = new Set();
  const paths = routes
    .filter(({ pattern, file }) => !PRIVATE_ROUTE.test(pattern) && !seen.has(file) && seen.add(file))
    .map(({ pattern }) => pattern.replace(':slug', EXAMPLE_SLUG));
  const routeBrowser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS });
  try {
    console.log('first-load JS per public route (gzip, fresh browser, 390×844):');
    for (const pathname of paths) {
      const { bytes, files } = await firstLoadJs(routeBrowser, new URL(pathname, SITE).href);
      console.log(`  ${pathname.padEnd(36)} ${(bytes / 1000).toFixed(1).padStart(7)} KB in ${files} files`);
    }
  } finally {
    await routeBrowser.close();
  }
}

await printRouteFirstLoads();
