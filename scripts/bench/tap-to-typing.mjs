// Tap to typing in the demo-call dialog, budget ≤ 400 ms (median of 5), on our home page and a
// partner page, on a phone as Lighthouse sees one (412x823, touch, 4x CPU), each run in a fresh
// context once the page settled. In the page: from the tap's pointerdown to the `input` of a key
// typed once the dialog's first field has focus (one driver round trip included; focus time beside).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { PARTNER_URL } from '../partner-pages.mjs';
import { mark, median } from './support/figures.mjs';
import { SITE, stubWidgetKeys, withSite } from './support/site.mjs';

const BUDGET_MS = 400;
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/**
 * How long a page must fetch nothing before the tap, and how long at most that is waited for.
 * Longer than the home page's deferred reads 2 s after load, so the tap does not collide with them.
 */
const QUIET_MS = 3000;
const SETTLE_MAX_MS = 10_000;

const TARGETS = [
  { name: 'our site, home page, Try Now', url: `${SITE}/`, control: (page) => page.getByRole('main').getByRole('button', { name: 'Try Now' }).first() },
  { name: 'partner page, Get a call from our agent', url: PARTNER_URL, control: (page) => page.getByRole('button', { name: 'Get a call from our agent' }) },
];

/* global window, document, HTMLInputElement -- the callbacks below run in the page */
/** Records the tap's time and the first character typed into any field, shadow roots included. */
function instrument() {
  const marks = {};
  window.__tapToTyping = marks;
  window.addEventListener('pointerdown', (event) => (marks.tap ??= event.timeStamp), true);
  window.addEventListener(
    'input',
    (event) => {
      const field = event.composedPath()[0];
      if (field instanceof HTMLInputElement && field.value.includes('x')) marks.typed ??= performance.now();
    },
    true,
  );
}

/** True once the focused element (through shadow roots) is a field of the demo-call dialog; notes when. */
function dialogFieldFocused() {
  let active = document.activeElement;
  if (active?.tagName !== 'DEMO-CALL-DIALOG') return false;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!(active instanceof HTMLInputElement)) return false;
  window.__tapToTyping.focused ??= performance.now();
  return true;
}

async function settle(page) {
  const started = Date.now();
  let last = started;
  page.on('request', () => (last = Date.now()));
  while (Date.now() - last < QUIET_MS && Date.now() - started < SETTLE_MAX_MS) await page.waitForTimeout(250);
}

async function tapToTyping(browser, { url, control }) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await stubWidgetKeys(page);
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await control(page).waitFor();
    await settle(page);
    // Playwright evaluates its own polling script in the page on the first waitForFunction: 50-70
    // ms of main thread at 4x CPU that, done after the tap, was counted as the dialog's.
    await page.waitForFunction(() => true, null, { polling: 'raf' });
    await control(page).tap();
    await page.waitForFunction(dialogFieldFocused, null, { polling: 'raf', timeout: 15_000 });
    await page.keyboard.type('x');
    await page.waitForFunction(() => window.__tapToTyping.typed !== undefined);
    const { tap, focused, typed } = await page.evaluate(() => window.__tapToTyping);
    return { focused: focused - tap, typed: typed - tap };
  } finally {
    await context.close();
  }
}

/**
 * This machine's speed as Lighthouse measures it (its benchmarkIndex, unthrottled): the same build
 * gave medians 100 ms apart minutes apart on this 2-core machine, so each figure comes with it.
 */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;

await withSite(async (browser) => {
  const lines = [`Tap to typing in the demo-call dialog (412x823, touch, ${CPU_SLOWDOWN}x CPU, cold, median of ${RUNS})`];
  for (const target of TARGETS) {
    const speed = await benchmarkIndex(browser);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await tapToTyping(browser, target));
    const typed = median(runs.map((run) => run.typed));
    lines.push(
      `  ${mark(typed <= BUDGET_MS)} ${target.name}  ${ms(typed)}   budget ≤ ${BUDGET_MS} ms  (benchmarkIndex ${Math.round(speed)})`,
      ...runs.map((run, index) => `      run ${index + 1}: typed ${ms(run.typed)} (field focused ${ms(run.focused)})`),
    );
  }
  console.log(lines.join('\n'));
});
