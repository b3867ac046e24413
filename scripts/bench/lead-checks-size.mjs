// What issue 26's attribution and spam checks add to what a visitor downloads (budget: <= 1 KB gzip
// on the home page's first load, nothing in `embed.js` before intent), on the real build:
// 1. The home page's HTML and scripts, as site-js.mjs counts them (1 KB = 1000 bytes).
// 2. Their builds again with hidden source maps (checked byte for byte the same): a script's cost is
//    its gzip with the bytes mapped to CHECK_SOURCES, less without them.
// 3. The inline first-landing script (it holds the visit's storage key): the HTML's gzip, less without.
// 4. The widget's scripts, without source maps: those the home page loads, and `embed.js`, must hold
//    none of the strings the checks cannot do without (their storage keys, Turnstile's origin).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { REMOTE_DEFAULTS } from '@vaani/remotes';
import { tsImport } from 'tsx/esm/api';
import { localSettings } from '../local-env.mjs';
import { loadedPage, SITE, WIDGET_DIST, withSite } from './support/site.mjs';

const BUDGET_BYTES = 1000;
const ROOT = process.cwd();
/** The attribution and spam-check code of the browser, and the constants they import. */
const CHECK_SOURCES = [
  'packages/stores/src/attribution/',
  'packages/data/src/features/lead-service/api/visit-record.ts',
  'packages/data/src/features/lead-service/api/lead-attribution.ts',
  'packages/ui/src/components/bot-trap/',
  'supabase/functions/_shared/validation/attribution.ts',
  'supabase/functions/_shared/validation/bot-check.ts',
].map((source) => path.join(ROOT, source));
const isCheckSource = (file) => CHECK_SOURCES.some((source) => file === source || (source.endsWith('/') && file.startsWith(source)));

const { VISIT_STORAGE_KEY } = await tsImport('../../packages/stores/src/attribution/visit-record.ts', import.meta.url);
const { OPENERS_STORAGE_KEY } = await tsImport('../../packages/stores/src/attribution/lead-openers.ts', import.meta.url);
// Read from its source: the module reads the build's environment (import.meta.env) as it loads.
const TURNSTILE_ORIGIN = /TURNSTILE_ORIGIN = '([^']+)'/.exec(readFileSync('packages/ui/src/components/bot-trap/turnstile-config.ts', 'utf8'))?.[1];
const MARKERS = [VISIT_STORAGE_KEY, OPENERS_STORAGE_KEY, TURNSTILE_ORIGIN];

const gzip = (text) => gzipSync(text).length;

const kb = (bytes) => (bytes / 1000).toFixed(2);

// 1. What the home page downloads.
const { html, firstLoad } = await withSite(async (browser) => {
  const { landing, scripts } = await loadedPage(browser, '/');
  return { html: (await landing.text()) ?? '', firstLoad: (await Promise.all(scripts)).map(({ url, body }) => ({ url, code: body.toString('utf8') })) };
});

/** The workspace whose build serves `url` (null: the widget's, which has no source maps). */
function workspaceOf(url) {
  if (url.origin === SITE) return url.pathname === '/embed.js' || url.pathname.startsWith('/embed-assets/') ? null : 'host';
  const remote = Object.entries(REMOTE_DEFAULTS).find(([, { port }]) => url.port === String(port));
  if (!remote) throw new Error(`${url}: no build of this checkout serves it`);
  return `remotes/${remote[0]}`;
}

/**
 * What the check sources add to `code` (gzip bytes), by the source map of its rebuilt `file`: a
 * mapping owns the text up to the next mapping.
 */
function addedByChecks(file, code) {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const sources = map.sources.map((source) => path.resolve(path.dirname(file), map.sourceRoot ?? '', source));
  const segmentsOf = decode(map.mappings);
  const kept = code.split('\n').map((text, line) => {
    const segments = segmentsOf[line] ?? [];
    let out = '';
    let from = 0;
    segments.forEach(([column, source], index) => {
      if (source === undefined || !isCheckSource(sources[source])) return;
      out += text.slice(from, column);
      from = segments[index + 1]?.[0] ?? text.length;
    });
    return out + text.slice(from);
  });
  return gzip(code) - gzip(kept.join('\n'));
}

// 2. The same builds with source maps.
const mapped = firstLoad.filter(({ url }) => workspaceOf(url));
const outDir = mkdtempSync(path.join(tmpdir(), 'vaani-bench-maps-'));
const added = new Map();
try {
  for (const workspace of new Set(mapped.map(({ url }) => workspaceOf(url)))) {
    const args = ['vite', 'build', '--logLevel', 'error', '--sourcemap', 'hidden', '--emptyOutDir', '--outDir', path.join(outDir, workspace)];
    execFileSync('npx', args, { cwd: workspace, env: { ...process.env, ...localSettings() }, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  for (const { url, code } of mapped) {
    const file = path.join(outDir, workspaceOf(url), url.pathname);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== code) {
      throw new Error(`${url} is not what this checkout builds: build it (node scripts/build.mjs --local) and start the site again`);
    }
    added.set(url.href, addedByChecks(file, code));
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
// 3. The inline script of the page's head.
const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].filter(([, code]) => code.includes(JSON.stringify(VISIT_STORAGE_KEY)));
const inlineBytes = gzip(html) - gzip(inline.reduce((page, [element]) => page.replace(element, ''), html));

// 4. The widget's scripts, by the strings the checks cannot do without.
const holders = (code) => MARKERS.filter((marker) => code.includes(marker));
const widgetScripts = firstLoad.filter(({ url }) => !workspaceOf(url));
const widgetMisses = widgetScripts.filter(({ code }) => holders(code).length);
const embedMarkers = holders(readFileSync(path.join(WIDGET_DIST, 'embed.js'), 'utf8'));

const scriptsTotal = [...added.values()].reduce((sum, bytes) => sum + bytes, 0);
const total = scriptsTotal + inlineBytes;
console.log(`attribution + spam checks on the home first load: ${kb(total)} KB gzip ${total <= BUDGET_BYTES ? '✔' : '✖'} (budget <= ${BUDGET_BYTES / 1000} KB)`);
for (const [url, bytes] of added) if (bytes) console.log(`  ${kb(bytes).padStart(5)} KB  ${new URL(url).pathname}`);
console.log(`  ${kb(inlineBytes).padStart(5)} KB  the page's inline first-landing script (${inline.length} found)`);
for (const { url, code } of widgetMisses) console.log(`  ✖ ${url.pathname} (widget build) holds ${holders(code).join(', ')}`);
console.log(`embed.js before intent: ${embedMarkers.length ? `✖ holds ${embedMarkers.join(', ')}` : '+0 B ✔'}`);
console.log(`  (${widgetScripts.length} widget scripts on the home first load hold none of ${MARKERS.join(', ')}: ${widgetMisses.length ? '✖' : '✔'})`);
console.log('1 KB = 1000 bytes');
if (total > BUDGET_BYTES || widgetMisses.length || embedMarkers.length) process.exit(1);
