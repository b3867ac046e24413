// The admin's first screen on a phone (issue 29): Lighthouse mobile on /admin, signed in, median
// of 5 runs, against the running site.
// Budget: performance ≥ 90, TBT ≤ 200 ms, printed with Lighthouse's benchmarkIndex. The session is
// put in local storage once, through Playwright; Lighthouse keeps the storage between its runs.
/* global localStorage -- the callback below runs in the page */
import { chromium } from 'playwright';
import { supabaseUrl } from '../local-env.mjs';
import { mark } from './support/figures.mjs';
import { launchChrome, lighthouseRun, medians } from './support/lighthouse.mjs';
import { requireSite, SITE, siteAdmin } from './support/site.mjs';

const RUNS = 5;
const BUDGET = { performance: 90, tbtMs: 200 };

await requireSite('admin-lighthouse');
const { session } = await siteAdmin('bench-lighthouse@vaani.local', 'bench-lighthouse-password-1');
// supabase-js's own key for a project: sb-<first label of its host>-auth-token.
const storageKey = `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;

async function signIn(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [page] = browser.contexts()[0].pages();
  await page.goto(`${SITE}/auth`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKey, JSON.stringify(session)]);
  await browser.close();
}

const chrome = await launchChrome();
try {
  await signIn(chrome.port);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await lighthouseRun(`${SITE}/admin`, { onlyCategories: ['performance'], disableStorageReset: true }, chrome);
    if (!new URL(run.finalUrl).pathname.startsWith('/admin')) throw new Error(`not signed in: Lighthouse ended on ${run.finalUrl}`);
    runs.push(run);
  }
  const m = medians(runs);
  console.log(`Admin first screen after sign-in (/admin), Lighthouse mobile, median of ${RUNS} runs (budgets: performance ≥ ${BUDGET.performance}, TBT ≤ ${BUDGET.tbtMs} ms)
  ${mark(m.performance >= BUDGET.performance && m.tbtMs <= BUDGET.tbtMs)} perf ${m.performance}  TBT ${Math.round(m.tbtMs)} ms  LCP ${(m.lcpMs / 1000).toFixed(2)} s  FCP ${(m.fcpMs / 1000).toFixed(2)} s  Speed Index ${(m.speedIndexMs / 1000).toFixed(2)} s  CLS ${m.cls.toFixed(3)}  (benchmarkIndex ${Math.round(m.benchmarkIndex)})`);
} finally {
  await chrome.kill();
}
