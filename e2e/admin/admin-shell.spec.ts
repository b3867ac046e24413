// The admin's own shell (issue 29 part 1): /auth and every /admin route without the public site's
// chrome, a sidebar on a desktop and a drawer on a phone, and nothing of the admin on public pages.
import { expect, test, type Page } from '../support/test.ts';
import { LOCAL_ADMIN } from '../../scripts/local-admin.mjs';
import { signInAsLocalAdmin } from './support/admin-session.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 412, height: 823 };

const ADMIN_REMOTE = 'http://localhost:5176/';

/** Every admin screen the local admin opens, in navigation order. */
const SCREENS = [
  'Dashboard',
  'Leads',
  'Case studies',
  'Media',
  'Key features',
  'Testimonials',
  'Home layout',
  'Site settings',
  'Contact page',
  'Privacy policy',
  'Terms of service',
  'Activity',
  'Team',
];

async function expectNoPublicChrome(page: Page) {
  await expect(page.getByRole('link', { name: 'Vaani AI home' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Demo' })).toHaveCount(0);
  await expect(page.getByText('See Vaani AI on your own leads')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('form', { name: /newsletter/i })).toHaveCount(0);
  await expect(page.locator('voice-widget')).toBeHidden();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a desktop the admin has its own sidebar, the person and Sign out, and no public chrome', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoPublicChrome(page);

  await signInAsLocalAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(SCREENS);
  await expect(page.getByText('Signed in as admin@vaani.local')).toBeVisible();
  await expect(page.getByText('Role: Admin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expectNoPublicChrome(page);

  await nav.getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(nav.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  await expectNoPublicChrome(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoPublicChrome(page);
});

test('on a phone the navigation is a drawer and no admin screen scrolls sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/auth');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const card = page.getByRole('region', { name: 'Sign in' });
  await card.getByLabel('Email').fill(LOCAL_ADMIN.email);
  await card.getByLabel('Password').fill(LOCAL_ADMIN.password);
  await card.getByRole('button', { name: 'Sign in' }).click();
  // On a phone the person and Sign out live in the drawer, with the navigation.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

  for (const screen of SCREENS) {
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer.getByText('Signed in as admin@vaani.local')).toBeVisible();
    await drawer.getByRole('link', { name: screen, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPublicChrome(page);
    expect(await pageWidth(page), `${screen} at ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
    // The menu button stays on screen, in reach of a thumb.
    const box = await menu.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeHidden();
});

test('public pages load nothing of the admin; the admin loads its remote on demand', async ({ page }) => {
  const fromAdminRemote: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ADMIN_REMOTE)) fromAdminRemote.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/pricing');
  await page.waitForLoadState('networkidle');
  expect(fromAdminRemote).toEqual([]);

  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(fromAdminRemote.length).toBeGreaterThan(0);
  // The floating widget is not even added to the admin's pages.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('voice-widget')).toHaveCount(0);
});
