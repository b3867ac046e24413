// Errors visitors hit are seen (issue 37): a partner page whose visitor cannot load our element's
// code (the CDN failed the chunk) reports it, and an admin's dashboard shows it under "Errors in
// the last 24 hours" with where it happened, with nothing from the page's address but its origin.
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';

test('a chunk that fails to load on a partner page reaches the admin dashboard', async ({ browser }) => {
  const visitor = await browser.newPage();
  // The views' entry, as the CDN would fail it; the loader itself arrives.
  await visitor.route('**/embed-assets/mount-view*.js', (route) => route.abort('failed'));
  const reported = visitor.waitForResponse((response) => response.url().endsWith('/functions/v1/visitor-error'));
  await visitor.goto(`${PARTNER_URL}?email=priya@example.com`);
  await visitor.getByRole('button', { name: 'Get a call from our agent' }).click();
  const report = await reported;
  expect(report.status()).toBe(202);
  const body = report.request().postDataJSON() as { kind: string; message: string; place: string };
  expect(body).toEqual({ kind: 'chunk', message: expect.stringContaining('mount-view'), place: 'http://localhost:5180 <demo-call-dialog>' });
  expect(JSON.stringify(body)).not.toContain('priya');
  await visitor.close();

  const admin = await browser.newPage();
  await signInAsLocalAdmin(admin);
  const panel = admin.getByRole('region', { name: 'Errors in the last 24 hours' });
  const row = panel.getByRole('row').filter({ hasText: 'http://localhost:5180 <demo-call-dialog>' });
  await expect(row.getByRole('cell').first()).toHaveText(/^Code did not load: .*mount-view/);
  await admin.close();
});
