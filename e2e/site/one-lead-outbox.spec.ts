// One lead outbox per page: the queue lives in one local-storage key, so one module flushes it
// (@vaani/data/leads, a federation singleton the host, the forms remote and the elements share).
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { elementLive } from '../support/hydration.ts';
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';

// A message only the outbox's own code holds: each script carrying it is a copy of the outbox.
const OUTBOX_CODE = 'outbox still waiting';

function scriptsLoaded(page: Page) {
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) responses.push(response);
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const scripts = await Promise.all(responses.map(async (response) => ({ url: response.url(), code: await response.text() })));
    return scripts.filter(({ code }) => code.includes(OUTBOX_CODE)).map(({ url }) => new URL(url).pathname);
  };
}

test('our site loads one lead outbox, whoever sends a lead', async ({ page }) => {
  const outboxCopies = scriptsLoaded(page);
  await page.goto('/pricing');
  // The newsletter box (forms remote) sends through the outbox…
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await elementLive(footer.getByLabel('Email address'));
  await footer.getByLabel('Email address').fill(`outbox-${Date.now()}@mail.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Successfully subscribed!')).toBeVisible();
  // …and so does the demo-call dialog (the widget's element).
  await page.getByRole('banner').getByRole('button', { name: 'Try Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();

  expect(await outboxCopies()).toEqual([expect.stringMatching(/__federation_shared_@vaani\/data\/leads-[\w-]+\.js$/)]);
});

test('a partner page loads one lead outbox with the demo-call dialog', async ({ page }) => {
  const outboxCopies = scriptsLoaded(page);
  await page.goto(PARTNER_URL);
  await page.getByRole('button', { name: 'Get a call from our agent' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await outboxCopies()).toHaveLength(1);
});
