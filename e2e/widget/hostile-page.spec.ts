// The elements must look and behave the same on a hostile partner page (global resets, huge
// fonts, restyled buttons, a strict CSP and a foreign React global) as on a plain one.
import type { Page } from '@playwright/test';
import { HOSTILE_URL, PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { expect, stubBookingCalendar, stubKeys, test, serveE2eWidget } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

type Opened = { name: string; open: (page: Page) => Promise<void>; shot: (page: Page) => ReturnType<Page['locator']> };

const OPENED: Opened[] = [
  {
    name: 'voice panel',
    open: async (page) => page.getByRole('button', { name: 'AI Sales Agent' }).click(),
    shot: (page) => page.getByRole('dialog', { name: 'AI Sales Agent' }),
  },
  {
    name: 'demo-call dialog',
    // Both pages create the queue; the partner page has placed no dialog, the hostile one has.
    open: async (page) => page.evaluate(() => void window.vaaniQueue!.push(['open', 'demo-call-dialog'])),
    // The panel: the dialog itself is the native modal layer over the whole viewport.
    shot: (page) => page.getByRole('dialog', { name: 'Get a Demo Call' }).locator('[data-dialog-panel]'),
  },
  {
    name: 'booking dialog',
    open: async (page) => page.evaluate(() => void window.vaaniQueue!.push(['open', 'book-demo-dialog'])),
    shot: (page) => page.getByRole('dialog', { name: 'Book a Live Demo' }).locator('[data-dialog-panel]'),
  },
];

async function capture(page: Page, url: string, item: Opened) {
  await serveE2eWidget(page);
  await stubKeys(page);
  await stubBookingCalendar(page);
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'AI Sales Agent' })).toBeVisible();
  await item.open(page);
  const target = item.shot(page);
  await expect(target).toBeVisible();
  await expect(page.getByText('Loading calendar...')).toHaveCount(0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return { box: await target.boundingBox(), png: await target.screenshot({ animations: 'disabled' }) };
}

/** Share of pixels that differ noticeably, from two same-sized PNG screenshots decoded in the page. */
async function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ first, second }) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let different = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const delta = Math.max(
          Math.abs(x.data[i]! - y.data[i]!),
          Math.abs(x.data[i + 1]! - y.data[i + 1]!),
          Math.abs(x.data[i + 2]! - y.data[i + 2]!),
        );
        if (delta > 24) different += 1;
      }
      return different / (x.width * x.height);
    },
    { first: a.toString('base64'), second: b.toString('base64') },
  );
}

for (const item of OPENED) {
  test(`the ${item.name} looks the same on the hostile page`, async ({ browser }, testInfo) => {
    const partner = await browser.newPage();
    const hostile = await browser.newPage();
    const hostileErrors: string[] = [];
    hostile.on('pageerror', (error) => hostileErrors.push(error.message));
    const plain = await capture(partner, PARTNER_URL, item);
    const fought = await capture(hostile, HOSTILE_URL, item);
    await testInfo.attach(`${item.name} on the partner page`, { body: plain.png, contentType: 'image/png' });
    await testInfo.attach(`${item.name} on the hostile page`, { body: fought.png, contentType: 'image/png' });
    expect(fought.box?.width).toBeCloseTo(plain.box?.width ?? 0, 0);
    expect(fought.box?.height).toBeCloseTo(plain.box?.height ?? 0, 0);
    // The dialogs' translucent backdrop lets the (very different) pages show through at the
    // edges, so a small share of pixels may differ; the widget's own pixels must not.
    expect(await pixelDifference(partner, plain.png, fought.png)).toBeLessThan(0.02);
    expect(hostileErrors).toEqual([]);
    await partner.close();
    await hostile.close();
  });
}

test("the hostile page's own React 18 app keeps working beside the widget, and its styles stay its own", async ({
  page,
}) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await page.goto(HOSTILE_URL);
  const shortlist = page.getByRole('button', { name: /Shortlisted homes/ });
  await expect(shortlist).toHaveText('Shortlisted homes: 0 (React 18.3.1)');
  await page.getByRole('button', { name: 'AI Sales Agent' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Sales Agent' })).toBeVisible();
  await shortlist.click();
  await expect(shortlist).toHaveText('Shortlisted homes: 1 (React 18.3.1)');
  expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe('18.3.1');
  const h1 = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize);
  expect(h1).toBe('96px');
  const globals = await page.evaluate(() =>
    Object.keys(window).filter(
      (key) => /vaani|react|styled/i.test(key) && !['vaaniQueue', 'React', 'ReactDOM'].includes(key),
    ),
  );
  expect(globals).toEqual([]);
});

test('on the hostile page, Escape closes the voice panel from any control in it and from the launcher', async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await page.goto(HOSTILE_URL);
  const launcher = page.getByRole('button', { name: 'AI Sales Agent' });
  const panel = page.getByRole('dialog', { name: 'AI Sales Agent' });
  const controls = [
    panel.getByRole('button', { name: 'Close' }),
    panel.getByRole('log', { name: 'Conversation' }),
    panel.getByRole('button', { name: 'Mute microphone' }),
    panel.getByRole('button', { name: 'Start Call' }),
  ];
  for (const control of [...controls, launcher]) {
    await launcher.click();
    await expect(panel).toBeVisible();
    await control.focus();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  }
});
