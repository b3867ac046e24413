// Server rendering, against the running site (`npm start`), with the budgets of issues 18 and 30:
// - Lighthouse mobile (its default throttling) on every public route, median of 5 runs:
//   performance ≥ 98; accessibility, best practices and SEO 100; LCP ≤ 2.0 s; CLS ≤ 0.02;
//   TBT ≤ 100 ms, each printed with Lighthouse's benchmarkIndex, without which they do not compare.
// - Time to first byte of the home page's served HTML, 50 requests: warm (page cache) and cold (a
//   second server keeping no page cache), p50 and p95; and the first render of a fresh server.
// `--ttfb-only` skips Lighthouse; `--routes=/,/faq` audits only those paths.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { startPageServer } from '../../host/server/page-server.mjs';
import { supabaseUrl } from '../local-env.mjs';
import { mark as verdict, percentile } from './support/figures.mjs';
import { lighthouseRun, medians } from './support/lighthouse.mjs';
import { requireSite, SITE } from './support/site.mjs';

const RUNS = 5;
const REQUESTS = 50;
const EXAMPLE_SLUG = 'riverside-homes';
/** Scores at least, timings at most. */
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, cls: 0.02, tbtMs: 100 };
const SCORES = ['performance', 'accessibility', 'best-practices', 'seo'];

await requireSite('ssr');

const ms = (value) => `${value.toFixed(1)} ms`;

/** Time to the first byte of the body, and the whole response read. */
async function ttfb(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const reader = response.body.getReader();
  await reader.read();
  const first = performance.now() - started;
  while (!(await reader.read()).done);
  return first;
}

async function timeToFirstByte() {
  await ttfb(`${SITE}/`);
  const warm = [];
  for (let i = 0; i < REQUESTS; i += 1) warm.push(await ttfb(`${SITE}/`));

  const cold = await startPageServer({
    root: 'host/dist',
    port: 0,
    supabase: { url: supabaseUrl() ?? '' },
    ssr: { entry: 'host/dist-server/entry-server.mjs', cacheMs: 0 },
  });
  try {
    const fresh = `http://localhost:${cold.port}/`;
    const firstRender = await ttfb(fresh);
    const misses = [];
    for (let i = 0; i < REQUESTS; i += 1) misses.push(await ttfb(fresh));
    console.log(`Home page served HTML, time to first byte (${REQUESTS} requests each)
  warm (page cache)   p50 ${ms(percentile(warm, 50))}   p95 ${ms(percentile(warm, 95))}
  cold (every render) p50 ${ms(percentile(misses, 50))}   p95 ${ms(percentile(misses, 95))}
  first render of a fresh server (loads the server entries): ${ms(firstRender)}`);
  } finally {
    await cold.close();
  }
}

async function lighthouseRoutes() {
  const { ROUTES } = await tsImport('../../host/src/routes/route-table.ts', import.meta.url);
  const only = process.argv.find((arg) => arg.startsWith('--routes='))?.slice('--routes='.length).split(',');
  const paths = ROUTES.filter((route) => route.robots === 'index, follow')
    .map((route) => route.path.replace(':slug', EXAMPLE_SLUG))
    .filter((path) => !only || only.includes(path));
  console.log(`\nLighthouse mobile, median of ${RUNS} runs (budgets: performance ≥ ${BUDGET.performance}, a11y/best practices/SEO ${BUDGET.seo}, LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms)`);
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(`${SITE}${path}`));
    const m = medians(runs);
    const ok = Object.entries(BUDGET).every(([key, budget]) => (SCORES.includes(key) ? m[key] >= budget : m[key] <= budget));
    console.log(
      `  ${verdict(ok)} ${path.padEnd(40)} perf ${m.performance}  a11y ${m.accessibility}  bp ${m['best-practices']}  seo ${m.seo}  LCP ${(m.lcpMs / 1000).toFixed(2)} s  CLS ${m.cls.toFixed(3)}  TBT ${Math.round(m.tbtMs)} ms  (benchmarkIndex ${Math.round(m.benchmarkIndex)})`,
    );
  }
}

await timeToFirstByte();
if (!process.argv.includes('--ttfb-only')) await lighthouseRoutes();
// Lighthouse's and the cold server's handles would keep Node running after the figures are out.
process.exit();
