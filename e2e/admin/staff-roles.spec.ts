// The admin mirrors each role (issue 27 part 1): an editor and a sales person see only the screens
// their role opens, and a screen outside it says so (the database refuses its data anyway).
import { EDITOR, ensureStaff, SALES } from '../auth/support/users.ts';
import { expect, test, type Page } from '../support/test.ts';

test.beforeAll(async () => {
  await ensureStaff(EDITOR, 'editor');
  await ensureStaff(SALES, 'sales');
});

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/auth');
  const card = page.getByRole('region', { name: 'Sign in' });
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password').fill(password);
  await card.getByRole('button', { name: 'Sign in' }).click();
  // Sign out is in the sidebar, or on a phone in the menu beside it.
  await expect(page.getByRole('button', { name: /^(Sign out|Menu)$/ })).toBeVisible();
}

test('an editor works on the content, and site settings are not open to the role', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, EDITOR);
  await expect(page.getByText('Role: Editor')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Case studies', 'Media', 'Key features', 'Testimonials', 'Contact page', 'Privacy policy', 'Terms of service']);
  // The dashboard offers the same screens, and no lead counts.
  await expect(page.getByRole('main').getByRole('link', { name: /Leads|Site settings|Home layout/ })).toHaveCount(0);
  await expect(page.getByText('Leads today')).toHaveCount(0);
  // Nor do its words name a screen the role does not open.
  await expect(page.getByRole('main')).not.toContainText(/leads|site settings|section order|team/i);

  await nav.getByRole('link', { name: 'Case studies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();

  await page.goto('/admin/site-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
  await expect(page.getByText('Your role (Editor) does not open this screen. Ask an admin if you need it.')).toBeVisible();
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
});

test('a sales person sees the leads inbox and nothing else', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, SALES);
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(drawer.getByText('Role: Sales')).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText(['Dashboard', 'Leads']);
  await expect(page.getByRole('main')).not.toContainText(/case studies|testimonials|site settings/i);
  await drawer.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // Erasing a person is the admin's: the database refuses sales, so the screen does not offer it.
  await expect(page.getByRole('form', { name: 'Erase a person' })).toHaveCount(0);

  await page.goto('/admin/case-studies');
  await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
});
