import { LOCAL_ADMIN } from '../../scripts/local-admin.mjs';
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin, uniqueTitle } from './support/admin-session.ts';

test('leaving a screen, closing the tab or signing out with unsaved changes asks first', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/site-settings');
  const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
  await primary.fill('#7c3aed');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/site-settings$/);
  await expect(primary).toHaveValue('#7c3aed');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Closing the tab: the browser asks (beforeunload), and staying keeps the page.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(primary).toHaveValue('#7c3aed');

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Nothing unsaved any more: the next link just goes.
  await nav.getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
});

/**
 * The browser's Back or Forward button. A cancelled traversal never completes, so the wait for it is
 * left behind (it ends with the page) and the test watches what the person sees instead.
 */
const press = (traverse: () => Promise<unknown>) => void traverse().catch(() => null);

// Back and Forward: Chromium cancels the traversal through the Navigation API; the popstate
// fallback (browsers without it) is run here too, by hiding the API before the page loads.
for (const way of ['Navigation API', 'popstate fallback'] as const) {
  test(`Back and Forward with unsaved changes ask first, and "Leave" goes (${way})`, async ({ page }) => {
    await page.addInitScript((hideNavigationApi) => {
      if (hideNavigationApi) Object.defineProperty(window, 'navigation', { value: undefined });
      // Popstates the page sees (this listener is added before any other): none when the traversal
      // was cancelled before it happened.
      (window as Window & { popstates?: number }).popstates = 0;
      window.addEventListener('popstate', () => ((window as Window & { popstates?: number }).popstates! += 1));
    }, way === 'popstate fallback');
    await signInAsLocalAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await nav.getByRole('link', { name: 'Site settings' }).click();
    const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
    await expect(primary).toBeVisible();
    await nav.getByRole('link', { name: 'Media' }).click();
    await expect(page).toHaveURL(/\/admin\/media$/);

    // No changes: Back goes straight back.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/site-settings$/);
    await primary.fill('#7c3aed');
    await page.evaluate(() => ((window as Window & { popstates?: number }).popstates = 0));

    press(() => page.goBack());
    await expect(leave).toBeVisible();
    if (way === 'Navigation API') expect(await page.evaluate(() => (window as Window & { popstates?: number }).popstates)).toBe(0);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/site-settings$/);
    await expect(primary).toHaveValue('#7c3aed');

    press(() => page.goForward());
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/site-settings$/);
    await expect(primary).toHaveValue('#7c3aed');

    press(() => page.goBack());
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });
}

test('a save that fails keeps what was typed', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/key-features');
  await page.getByRole('list', { name: 'Features' }).getByRole('listitem').first().getByRole('button', { name: /^Edit / }).click();
  const form = page.getByRole('form', { name: /^Edit / });
  const title = uniqueTitle('Typed before the outage');
  await form.getByLabel('Title').fill(title);
  await page.route('**/rest/v1/key_features**', (route) => (route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.fallback()));
  await form.getByRole('button', { name: 'Save feature' }).click();
  await expect(page.getByText('Failed to update the key feature.')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
});

test('a session that ends while editing signs in again over the screen, and the form keeps what was typed', async ({ page, context }) => {
  await signInAsLocalAdmin(page, '/admin/site-settings');
  await page.getByRole('tab', { name: 'Home: hero' }).click();
  const headline = page.getByRole('textbox', { name: 'Headline' });
  const typed = uniqueTitle('Still here after signing in');
  await headline.fill(typed);

  // The session ends elsewhere (another tab signs out): this screen is told at once.
  const other = await context.newPage();
  await other.goto('/auth');
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other.getByRole('region', { name: 'Sign in' })).toBeVisible();
  await other.close();

  const dialog = page.getByRole('dialog', { name: 'Your session ended' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(LOCAL_ADMIN.email);
  await dialog.getByLabel('Password').fill(LOCAL_ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(headline).toHaveValue(typed);
  await expect(page.getByText('1 field changed')).toBeVisible();
});
