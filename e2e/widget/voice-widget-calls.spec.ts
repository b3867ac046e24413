// The voice widget before and during a call, on a partner page with the scripted voice client:
// the microphone check inside the Start Call click and its way out, the in-call controls, and an
// element that leaves the page mid-call.
import type { Page } from '@playwright/test';
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { expect, recordEvents, serveE2eWidget, setVoiceScript, stubKeys, test } from './support/fixtures.ts';

const launcher = (page: Page) => page.getByRole('button', { name: 'AI Sales Agent' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'AI Sales Agent' });
const demoCall = (page: Page) => page.getByRole('dialog', { name: 'Get a Demo Call' });

test.beforeEach(async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
});

/** The browser's answer to the microphone request, as when the visitor clicks "Block". */
const refuseMicrophone = (page: Page) =>
  page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });

test('a refused microphone: plain words, no call, and a phone call prefilled with what the visitor typed', async ({ page }) => {
  await refuseMicrophone(page);
  await page.goto(PARTNER_URL);
  // Earlier in the session the visitor started the demo-call form.
  await page.getByRole('button', { name: 'Get a call from our agent' }).click();
  await demoCall(page).getByLabel('Email', { exact: true }).fill('priya@skylinerealty.in');
  await demoCall(page).getByLabel('First Name').fill('Priya');
  await page.keyboard.press('Escape');

  await launcher(page).click();
  await panel(page).getByRole('button', { name: 'Start Call' }).click();
  await expect(panel(page).getByRole('alert')).toContainText('Your browser is blocking the microphone for this site');
  await expect(panel(page).getByRole('button', { name: 'Start Call' })).toBeEnabled();
  expect(await page.evaluate(() => window.__vaaniVoiceStarts)).toBeUndefined();

  await panel(page).getByRole('button', { name: 'Get a call on your phone instead' }).click();
  await expect(demoCall(page)).toBeVisible();
  await expect(demoCall(page).getByLabel('Email', { exact: true })).toHaveValue('priya@skylinerealty.in');
  await expect(demoCall(page).getByLabel('First Name')).toHaveValue('Priya');
  await page.keyboard.press('Escape');

  await panel(page).getByRole('button', { name: 'Book a live demo' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
});

test("a page whose policy forbids the microphone says so, without asking", async ({ page }) => {
  const strictPage = `${PARTNER_URL}no-microphone`;
  await page.route(strictPage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Permissions-Policy': 'microphone=()' },
      body: `<!doctype html><title>No microphone</title><script src="http://localhost:5173/embed.js" async></script><h1>Skyline</h1>`,
    }),
  );
  await page.goto(strictPage);
  await launcher(page).click();
  await panel(page).getByRole('button', { name: 'Start Call' }).click();
  await expect(panel(page).getByRole('alert')).toContainText('This page doesn’t allow microphone access');
  await expect(panel(page).getByRole('button', { name: 'Get a call on your phone instead' })).toBeVisible();
});

test('in a call: timer, voice level, mute toggle and status for screen readers', async ({ page }) => {
  const events = await recordEvents(page);
  await setVoiceScript(page, {
    steps: [
      { afterMs: 100, event: 'call-progress', args: [{ stage: 'web-call-creation', status: 'completed' }] },
      { afterMs: 100, event: 'call-start', args: [] },
      { afterMs: 100, event: 'volume-level', args: [0.8] },
    ],
  });
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await panel(page).getByRole('button', { name: 'Mute microphone' }).click();
  await expect(panel(page).getByRole('alert')).toHaveText('Call object is not available.');

  await panel(page).getByRole('button', { name: 'Start Call' }).click();
  await expect(panel(page).getByRole('button', { name: 'End Call' })).toBeVisible();
  await expect(panel(page).getByRole('status').filter({ hasText: 'Call status: in progress.' })).toBeAttached();
  await expect(panel(page).getByRole('meter', { name: 'Agent voice level' })).toHaveAttribute('aria-valuenow', '80');
  await expect(panel(page).getByRole('timer', { name: 'Call duration' })).toHaveText('0:01', { timeout: 3000 });
  const mute = panel(page).getByRole('button', { name: 'Mute microphone' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(page).getByRole('status').filter({ hasText: 'your microphone is muted' })).toBeAttached();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);

  const seen = await events();
  expect(seen.filter((e) => e.type === 'vaani:call-progress').map((e) => e.detail)).toEqual([
    { tag: 'voice-widget', stage: 'web-call-creation', status: 'completed' },
  ]);
  expect(seen.find((e) => e.type === 'vaani:error')?.detail).toEqual({
    tag: 'voice-widget',
    message: 'Call object is not available.',
  });
});

test('under reduced motion nothing in the panel animates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await panel(page).getByRole('button', { name: 'Start Call' }).click();
  await expect(panel(page).getByRole('button', { name: 'End Call' })).toBeVisible();
  const animated = await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    const moving: string[] = [];
    while (roots.length) {
      for (const element of roots.pop()!.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
        const style = getComputedStyle(element);
        // The UI's reset shortens every motion to 0.01 ms under reduced motion: anything longer moves.
        const duration = (value: string) => value.split(',').some((part) => parseFloat(part) > 0.001);
        if (duration(style.animationDuration) || duration(style.transitionDuration)) moving.push(element.localName);
      }
    }
    return moving;
  });
  expect(animated).toEqual([]);
});

test('removing the element mid-call ends the call', async ({ page }) => {
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await panel(page).getByRole('button', { name: 'Start Call' }).click();
  await expect(panel(page).getByRole('button', { name: 'End Call' })).toBeVisible();
  await page.evaluate(() => document.querySelector('voice-widget')!.remove());
  await expect.poll(() => page.evaluate(() => window.__vaaniVoiceStops)).toBe(1);
});

test('a second copy of embed.js on the page changes nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const twicePage = `${PARTNER_URL}twice`;
  await page.route(twicePage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Twice</title>
        <script src="http://localhost:5173/embed.js" async></script>
        <script src="http://localhost:5173/embed.js?copy=2" async></script><h1>Skyline</h1>`,
    }),
  );
  await page.goto(twicePage);
  await expect(launcher(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('voice-widget')).toHaveCount(1);
  await expect(launcher(page)).toHaveCount(1);
  expect(errors).toEqual([]);
});
