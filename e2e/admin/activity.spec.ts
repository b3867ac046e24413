// The record of changes as admins read it (issue 27 part 5): a saved page shows up in /admin/activity,
// found by person and kind, and opens as a diff of the fields that changed, long text line by line.
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin, uniqueTitle } from './support/admin-session.ts';
import { LOCAL_ADMIN } from '../../scripts/local-admin.mjs';

test('an edit of the privacy policy is listed with who and when, and opens as a line diff', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsLocalAdmin(page, '/admin/privacy-policy');
  const body = page.getByLabel('Body');
  await expect(body).not.toHaveValue('');
  const added = uniqueTitle('A line the log shows');
  await body.fill(`${await body.inputValue()}\n\n${added}`);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved')).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter activity' });
  await filters.getByLabel('Person').selectOption({ label: LOCAL_ADMIN.email });
  await filters.getByLabel('Kind').selectOption({ label: 'Page' });
  const latest = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
  await expect(latest).toContainText(/Edited Page: Privacy/);
  await expect(latest).toContainText(`${LOCAL_ADMIN.email} ·`);
  await expect(latest).toContainText('IST');

  await latest.getByRole('button', { name: /^View change/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edited: Page' });
  await expect(dialog).toContainText(LOCAL_ADMIN.email);
  await expect(dialog.getByLabel('Body, line by line').locator('ins').last()).toHaveText(`+ ${added}`);
  // Only what changed: the page's slug and title are not listed.
  await expect(dialog.getByRole('term')).toHaveText(['Body']);
});

test('a date range with no change in it lists none', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/activity');
  const filters = page.getByRole('search', { name: 'Filter activity' });
  await filters.getByLabel('From').fill('2001-01-01');
  await filters.getByLabel('To').fill('2001-01-31');
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
});
