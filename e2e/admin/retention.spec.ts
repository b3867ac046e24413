// Data retention (issue 38): an admin decides in Site Settings how long spam-held leads are kept;
// the choice is saved in the database (it is there after a reload) and the activity log lists it.
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';

test('an admin changes how long spam-held leads are kept, and the activity log lists the change', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/site-settings');
  const panel = page.getByRole('region', { name: 'Data retention' });
  const spamDays = panel.getByLabel('Keep spam-held leads for (days)');
  await expect(panel.getByLabel('Keep leads for (days)')).toHaveAccessibleDescription('Empty: until erased on request.');
  // Whatever an earlier run left (default 30), this run changes it and puts it back.
  const before = await spamDays.inputValue();
  const next = before === '14' ? '21' : '14';

  await spamDays.fill(next);
  await panel.getByRole('button', { name: 'Save retention' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved. The next nightly run applies it.');
  await page.reload();
  await expect(spamDays).toHaveValue(next);

  await page.goto('/admin/activity');
  await expect(page.getByRole('button', { name: 'View change: Edited Data retention' }).first()).toBeVisible();

  await page.goto('/admin/site-settings');
  await spamDays.fill(before);
  await panel.getByRole('button', { name: 'Save retention' }).click();
  await expect(panel.getByRole('status')).toBeVisible();
});
