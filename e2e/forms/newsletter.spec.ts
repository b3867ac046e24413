import { expect, test, type Page } from '../support/test.ts';
import { elementLive } from '../support/hydration.ts';
import { outboxSize, SAVE_LEAD, storedLeads, uniqueEmail } from './support/stored-leads.ts';

const FAILURE = 'Failed to subscribe. Please try again.';

async function subscribe(page: Page, email: string) {
  const footer = page.locator('footer');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/pricing');
  // The box is served; its code loads as it nears the viewport, as for a visitor scrolling down.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer').getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  await elementLive(page.locator('footer').getByLabel('Email address'));
});

test('every validation message, and the button disabled while the email is empty', async ({ page }) => {
  const footer = page.locator('footer');
  const button = footer.getByRole('button', { name: 'Subscribe' });
  await expect(button).toBeDisabled();
  await expect(footer.getByText('By subscribing, you agree that Vaani AI may send you emails.')).toBeVisible();
  await subscribe(page, '   ');
  await expect(footer.getByText('Email is required')).toBeVisible();
  await subscribe(page, 'priya@mail');
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await footer.getByLabel('Email address').fill('');
  await expect(button).toBeDisabled();
});

test('subscribing, subscribed for 5 s with the success toast, then idle; stored once', async ({ page }) => {
  const email = uniqueEmail('news');
  // Holds the answer a moment so the in-flight state can be seen.
  await page.route(SAVE_LEAD, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await subscribe(page, email);
  const footer = page.locator('footer');
  await expect(footer.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  await expect(footer.getByText('Successfully subscribed!')).toBeVisible();
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  await expect(page.getByText(/news and insights .* allow Vaani AI to send you emails/)).toBeVisible();
  await expect(footer.getByText('Successfully subscribed!')).toBeHidden({ timeout: 7000 });
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  expect(await storedLeads('email_subscription', 'email', email)).toBe(1);
});

test('a lead service answering 500 shows the failure, and the outbox delivers the lead once when it recovers', async ({ page }) => {
  const email = uniqueEmail('server-500');
  let refused = 0;
  await page.route(SAVE_LEAD, async (route) => {
    if (route.request().method() === 'POST' && refused === 0) {
      refused += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' });
    }
    return route.continue();
  });
  await subscribe(page, email);
  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(page.locator('footer').getByLabel('Email address')).toHaveValue(email);
  // The outbox tries again by itself after its first pause.
  await expect.poll(() => storedLeads('email_subscription', 'email', email), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => outboxSize(page)).toBe(0);
});

test('a lead whose answer was lost is stored exactly once, even when the visitor tries again', async ({ page }) => {
  const email = uniqueEmail('lost-answer');
  let lost = 0;
  await page.route(SAVE_LEAD, async (route) => {
    if (route.request().method() === 'POST' && lost === 0) {
      lost += 1;
      // The server stores the lead, the connection drops before the browser hears back.
      await (await route.fetch()).body();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await subscribe(page, email);
  await expect(page.getByText(FAILURE)).toBeVisible();
  await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('footer').getByText('Successfully subscribed!')).toBeVisible();
  await page.waitForTimeout(3000);
  expect(await storedLeads('email_subscription', 'email', email)).toBe(1);
  expect(await outboxSize(page)).toBe(0);
});

test('a network failure keeps the lead in the browser until the next visit delivers it once', async ({ page }) => {
  const email = uniqueEmail('offline');
  await page.route(SAVE_LEAD, (route) => route.abort('internetdisconnected'));
  await subscribe(page, email);
  await expect(page.getByText(FAILURE)).toBeVisible();
  expect(await outboxSize(page)).toBe(1);
  expect(await storedLeads('email_subscription', 'email', email)).toBe(0);
  await page.unroute(SAVE_LEAD);
  await page.goto('/faq');
  await expect.poll(() => storedLeads('email_subscription', 'email', email), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => outboxSize(page)).toBe(0);
});

test('offline, the lead waits; back online, it is sent at once', async ({ page, context }) => {
  const email = uniqueEmail('back-online');
  await context.setOffline(true);
  await subscribe(page, email);
  await expect(page.getByText(FAILURE)).toBeVisible();
  expect(await outboxSize(page)).toBe(1);
  await context.setOffline(false);
  await expect.poll(() => storedLeads('email_subscription', 'email', email), { timeout: 5_000 }).toBe(1);
  expect(await outboxSize(page)).toBe(0);
});
