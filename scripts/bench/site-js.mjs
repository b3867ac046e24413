// The JavaScript a visitor's browser downloads (gzip) for the first load of every public route: the
// site (as support/site.mjs finds it) in a phone-sized headless Chromium, every script until the
// network is idle, without scrolling. Each figure is printed with its issue 30 budget, and how many
// copies of the federation import helper the page holds (one, the host's).
import { tsImport } from 'tsx/esm/api';
import { gzipSync } from 'node:zlib';
import { mark } from './support/figures.mjs';
import { loadedPage, withSite } from './support/site.mjs';

/** Issue 30: every public route's first-load JavaScript, gzip. */
const ROUTE_BUDGET_KB = 165;
/** Issue 30: the home page's, with every section in place, in size and in script files. */
const HOME_BUDGET_KB = 160;
const HOME_BUDGET_FILES = 30;
/** Only the federation helper's module map holds this; none found: the check lost the helper. */
const IMPORT_HELPER = 'get:()=>()=>';
const IMPORT_HELPER_BUDGET = 1;

const { ROUTES } = await tsImport('../../host/src/routes/route-table.ts', import.meta.url);
// A parameterised route is measured at a sample URL; admin and sign-in pages are not public.
const SAMPLE = { 'case-study': '/case-studies/how-skyline-habitats-doubled-site-visits-in-thane' };
const routes = ROUTES.filter((route) => route.robots === 'index, follow').map((route) => ({
  id: route.id,
  url: SAMPLE[route.id] ?? route.path,
}));

const kb = (bytes) => (bytes / 1000).toFixed(1);
const against = (figure, limit, unit, within) => `${figure} ${unit} ${mark(within)} (≤ ${limit} ${unit})`;
/** `--files`: every script file of each route, with its size, to see where the weight is. */
const LIST_FILES = process.argv.includes('--files');

async function firstLoad(browser, url) {
  const { page, scripts } = await loadedPage(browser, url);
  const loaded = (await Promise.all(scripts)).map(({ url, body }) => ({ url: url.href, gzip: gzipSync(body).length, importHelper: body.toString().includes(IMPORT_HELPER) }));
  await page.close();
  return loaded;
}

await withSite(async (browser) => {
  for (const route of routes) {
    const loaded = await firstLoad(browser, route.url);
    const total = loaded.reduce((sum, { gzip }) => sum + gzip, 0);
    const helpers = loaded.filter(({ importHelper }) => importHelper).length;
    const helperLine = `import helper copies: ${helpers} ${mark(helpers === IMPORT_HELPER_BUDGET)} (= ${IMPORT_HELPER_BUDGET})`;
    if (route.id === 'home') {
      console.log(`home first-load JS: ${against(kb(total), HOME_BUDGET_KB, 'KB gzip', total <= HOME_BUDGET_KB * 1000)}`);
      console.log(`  ${against(loaded.length, HOME_BUDGET_FILES, 'script files', loaded.length <= HOME_BUDGET_FILES)}`);
      const byOrigin = new Map();
      for (const { url, gzip } of loaded) byOrigin.set(new URL(url).origin, (byOrigin.get(new URL(url).origin) ?? 0) + gzip);
      for (const [origin, bytes] of byOrigin) console.log(`  ${origin}: ${kb(bytes)} KB gzip`);
      console.log(`  ${helperLine}`);
    } else {
      console.log(`${route.url} first-load JS: ${against(kb(total), ROUTE_BUDGET_KB, 'KB gzip', total <= ROUTE_BUDGET_KB * 1000)}, ${loaded.length} files, ${helperLine}`);
    }
    if (LIST_FILES) for (const { url, gzip } of loaded.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(gzip).padStart(6)}  ${url}`);
  }
  console.log('1 KB = 1000 bytes');
});
