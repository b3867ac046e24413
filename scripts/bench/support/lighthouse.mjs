// Lighthouse for the browser benchmarks: a run's scores and timings, with its benchmarkIndex (this
// machine's speed as Lighthouse measures it), without which the figures do not compare.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../../find-chromium.mjs';
import { median } from './figures.mjs';

/** The system Chromium, for Lighthouse to drive; kill() it when done. */
export const launchChrome = () => chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: CHROMIUM_ARGS });

/** One Lighthouse mobile run of `url`: scores out of 100, timings, final page; in `chrome` if given. */
export async function lighthouseRun(url, flags = {}, chrome = undefined) {
  const browser = chrome ?? (await launchChrome());
  try {
    const { lhr } = await lighthouse(url, { port: browser.port, logLevel: 'error', output: 'json', ...flags });
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      ...Object.fromEntries(Object.entries(lhr.categories).map(([id, { score }]) => [id, Math.round((score ?? 0) * 100)])),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      speedIndexMs: audit('speed-index'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    if (!chrome) await browser.kill();
  }
}

export const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).flatMap((key) => (typeof runs[0][key] === 'number' ? [[key, median(runs.map((run) => run[key]))]] : [])));
