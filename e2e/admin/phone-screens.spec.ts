// Issue 29 parts 3 and 7: the admin's editors at 412 px (every settings section, an open feature,
// the media screen) without sideways scrolling, worked by keyboard, and the defaults the site uses
// shown as defaults.
import { expect, test, type Page } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';

const PHONE = { width: 412, height: 823 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('every settings section, an open key feature and the media screen fit 412 px; the defaults show as defaults', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/site-settings');
  await page.setViewportSize(PHONE);
  const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  // The sections are tabs: the arrow keys walk them, each one on screen without sideways scrolling.
  await tabs.first().focus();
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await pageWidth(page), `${await tab.textContent()} at 412 px`).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect(page.getByRole('img', { name: 'Page picture: the default image' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeInViewport();

  await page.goto('/admin/key-features');
  await page.getByRole('list', { name: 'Features' }).getByRole('listitem').first().getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
  expect(await pageWidth(page), 'an open key feature at 412 px').toBeLessThanOrEqual(PHONE.width);

  await page.goto('/admin/media');
  const defaults = page.getByRole('region', { name: 'What the site shows by default' });
  await expect(defaults.getByLabel('Default demo video')).toHaveAttribute('src', '/demo-video.mp4');
  await expect(defaults.getByText('Default', { exact: true }).first()).toBeVisible();
  expect(await pageWidth(page), 'media at 412 px').toBeLessThanOrEqual(PHONE.width);
});
