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
