// Widget weight and cost, with budgets (gzip, 1 KB = 1024 bytes):
// - partner page, JS before any intent (the loader): ≤ 4 KB;
// - partner page, JS on the first open of each element: ≤ 35 KB each, in English and in Hindi,
//   with no other language's words chunk loaded;
// - our own site with the host loaded, JS on opening each element: ≤ 30 KB each;
// - the voice SDK chunk loaded on Start Call, printed;
// - Lighthouse performance of the partner page with and without the script tag: no loss.
// On the production builds and our site as support/site.mjs finds it, the widget keys stubbed.
// `--partner-only`: the partner page's figures alone (no Lighthouse, nor our site, nor its ports).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, ensureChromium } from '../find-chromium.mjs';
import { startStaticServer } from '../serve-static.mjs';
import { mark, median } from './support/figures.mjs';
import { lighthouseRun } from './support/lighthouse.mjs';
import { ensureBuilt, ensureStack, SITE, stubWidgetKeys, WIDGET_DIST, WIDGET_MOUNTS } from './support/site.mjs';

const KB = 1024;
const LOADER_BUDGET = 4 * KB;
const PARTNER_OPEN_BUDGET = 35 * KB;
const SITE_OPEN_BUDGET = 30 * KB;
const PARTNER_HTML = readFileSync('widget/demo/partner.html', 'utf8');
const HOST_SCRIPT = `${SITE}/embed.js`;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const PARTNER_ONLY = process.argv.includes('--partner-only');

ensureBuilt();

// The widget as the host serves it, on a port of its own, and the two partner page variants.
const assets = await startStaticServer({ root: WIDGET_DIST, port: 0, cors: true, mounts: WIDGET_MOUNTS });
const assetsOrigin = `http://localhost:${assets.server.address().port}`;
const pagesDir = mkdtempSync(path.join(tmpdir(), 'vaani-bench-'));
const withLoader = PARTNER_HTML.replace(HOST_SCRIPT, `${assetsOrigin}/embed.js`);
// `hindi`: the same page in Hindi, where every element speaks (and downloads) Hindi only.
const variants = { with: withLoader, hindi: withLoader.replace('<html lang="en">', '<html lang="hi">'), without: PARTNER_HTML.replace(/\s*<script src="[^"]*embed\.js" async><\/script>/, '') };
for (const [name, html] of Object.entries(variants)) writeFileSync(path.join(pagesDir, `${name}.html`), html);
const mounts = Object.fromEntries(Object.keys(variants).map((name) => [`/${name}`, path.join(pagesDir, `${name}.html`)]));
const pages = await startStaticServer({ root: pagesDir, port: 0, mounts });
const servers = [assets, pages];
const pagesOrigin = `http://localhost:${pages.server.address().port}`;

// A stand-in microphone the visitor has allowed, so Start Call gets past its microphone check.
const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] });

/** A fresh page that records the gzip size of every script it fetches, phase by phase. */
async function recordingPage() {
  const page = await browser.newPage({ permissions: ['microphone'] });
  const loaded = [];
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => loaded.push({ url: `${url.host}${url.pathname}`, gzip: gzipSync(body).length })),
    );
  });
  await stubWidgetKeys(page);
  await page.route('https://api.vapi.ai/**', (route) => route.abort());
  await page.route('https://cal.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Calendar</h1>' }));
  // Not 'networkidle', as a page may keep retrying what is out of reach: no script for a second.
  const settled = async () => {
    let seen = -1;
    while (seen !== reading.length) {
      seen = reading.length;
      await page.waitForTimeout(1000);
    }
    await Promise.all(reading);
  };
  const phase = async (action) => {
    await settled();
    const before = loaded.length;
    await action();
    await settled();
    return loaded.slice(before);
  };
  return { page, phase };
}

/* global document, customElements -- the callback below runs in the page */
/** Opens a dialog element the way our pages do: created on demand, opened once defined. */
const openElement = (page, tag) =>
  page.evaluate(async (name) => {
    const element = document.querySelector(name) ?? document.body.appendChild(document.createElement(name));
    await customElements.whenDefined(name);
    element.open();
  }, tag);

/** The voice widget's launcher, in each language a page is measured in: the page is ready once it shows. */
const LAUNCHER = { en: 'AI Sales Agent', hi: 'एआई सेल्स एजेंट' };
/** Each element (the voice widget opened by its launcher, the dialogs by open()), and what shows it open. */
const ELEMENTS = [
  { tag: 'voice-widget', role: 'button', name: { en: 'Start Call', hi: 'कॉल शुरू करें' } },
  { tag: 'demo-call-dialog', role: 'dialog', name: { en: 'Get a Demo Call', hi: 'डेमो कॉल पाएँ' } },
  { tag: 'book-demo-dialog', role: 'dialog', name: { en: 'Book a Live Demo', hi: 'लाइव डेमो बुक करें' } },
];

/** Per element: the JS its first open costs, on a freshly loaded page at `url` in `lang`. */
async function firstOpens(url, lang = 'en') {
  const results = [];
  for (const element of ELEMENTS) {
    const { page, phase } = await recordingPage();
    const launcher = page.getByRole('button', { name: LAUNCHER[lang] });
    const initial = await phase(async () => {
      await page.goto(url);
      await launcher.waitFor();
    });
    const opened = await phase(async () => {
      await (element.tag === 'voice-widget' ? launcher.click() : openElement(page, element.tag));
      await page.getByRole(element.role, { name: element.name[lang] }).waitFor();
    });
    let sdk = [];
    if (element.tag === 'voice-widget' && lang === 'en') {
      sdk = await phase(async () => {
        const chunk = page.waitForResponse((response) => /\/vapi-[^/]*\.js$/.test(response.url()));
        await page.getByRole('button', { name: 'Start Call' }).click();
        await chunk;
      });
    }
    results.push({ tag: element.tag, initial, opened, sdk });
    await page.close();
  }
  return results;
}

const performanceScore = async (url) => (await lighthouseRun(url, { onlyCategories: ['performance'] })).performance;

const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
const list = (items) => items.map((item) => `        ${item.url} ${kb(item.gzip)}`).join('\n');

/** A words chunk of another language than `lang` (the chunks are named after their language). */
const otherLanguage = (lang, items) => items.filter((item) => /\/(en|hi)-[^/]*\.js$/.test(item.url) && !item.url.includes(`/${lang}-`));

/** The first opens on a partner page in `lang`, each against the budget and its language. */
function partnerLines(results, lang) {
  const lines = [];
  for (const { tag, opened } of results) {
    const others = otherLanguage(lang, opened);
    lines.push(`  ${mark(sum(opened) <= PARTNER_OPEN_BUDGET && others.length === 0)} first open of <${tag}> (${lang})  ${kb(sum(opened))}   budget ≤ ${kb(PARTNER_OPEN_BUDGET)}, words in ${lang} only`, list(opened));
    if (others.length) lines.push(`      ✖ words of another language: ${others.map((item) => item.url).join(', ')}`);
  }
  return lines;
}

try {
  const partner = await firstOpens(`${pagesOrigin}/with`);
  const hindi = await firstOpens(`${pagesOrigin}/hindi`, 'hi');

  const loader = sum(partner[0].initial);
  const lines = [`Widget on a partner page (gzip)`, `  ${mark(loader <= LOADER_BUDGET)} JS before intent  ${kb(loader)}   budget ≤ ${kb(LOADER_BUDGET)}`, list(partner[0].initial)];
  lines.push(...partnerLines(partner, 'en'), ...partnerLines(hindi, 'hi'));
  const voice = partner.find((result) => result.tag === 'voice-widget');
  lines.push(`    voice SDK on Start Call  ${kb(sum(voice.sdk))}`, list(voice.sdk));

  if (!PARTNER_ONLY) {
    const runs = 3;
    const without = [];
    const withScript = [];
    for (let i = 0; i < runs; i += 1) {
      without.push(await performanceScore(`${pagesOrigin}/without`));
      withScript.push(await performanceScore(`${pagesOrigin}/with`));
    }
    lines.push(
      `  ${mark(median(withScript) >= median(without))} Lighthouse performance  with script ${median(withScript)} (runs ${withScript.join(', ')}), without ${median(without)} (runs ${without.join(', ')})   budget: no loss`,
      ``,
      `Widget on our own site, host loaded (gzip)`,
    );
    servers.push({ close: await ensureStack() });
    const site = await firstOpens(`${SITE}/`);
    for (const { tag, opened } of site) {
      lines.push(`  ${mark(sum(opened) <= SITE_OPEN_BUDGET)} opening <${tag}>  ${kb(sum(opened))}   budget ≤ ${kb(SITE_OPEN_BUDGET)}`, list(opened));
    }
  }
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
