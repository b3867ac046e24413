// One person, one history (issue 26, part 4), against the site as `npm start` serves it: a person
// who comes back is shown as returning, their leads list together, and the list groups by person.
import { uniqueEmail } from '../forms/support/stored-leads.ts';
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';
import { submitLead } from './support/leads.ts';


test('a person who comes back is shown as returning, with their whole history, and counted once when grouped', async ({ page }) => {
  const email = uniqueEmail('returning');
  await submitLead({ sheet_name: 'email_subscription', data: { email } });
  await submitLead({ sheet_name: 'confirmed_lead', data: { name: 'Lata Menon', email: email.toUpperCase(), phone_number: '+919822200011' } });

  await signInAsLocalAdmin(page, `/admin/leads?q=${encodeURIComponent(email.split('@')[0]!)}`);
  const rows = page.getByRole('row').filter({ hasText: new RegExp(email, 'i') });
  await expect(rows).toHaveCount(2);
  const latest = rows.filter({ hasText: 'Get Started' });
  await latest.getByRole('link', { name: /^Returning: all leads of/ }).click();
  await expect(page.getByText('Leads of one person, newest first.')).toBeVisible();
  await expect(page.getByText('2 leads', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Show every lead' }).click();
  await page.getByLabel('Group by person').check();
  await expect(page).toHaveURL(/by=person/);
  const person = page.getByRole('row').filter({ hasText: new RegExp(email, 'i') });
  await expect(person).toHaveCount(1);
  await expect(person.getByRole('link', { name: /^2 leads of/ })).toBeVisible();
});
