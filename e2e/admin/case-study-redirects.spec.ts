// A renamed case study keeps its old address: the served page answers it with a 301 to the new one
// (a campaign's query kept), and the admin sees
// the old address on the case study's page and can remove it.
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin, slugOf } from './support/admin-session.ts';
import { caseStudyRows } from './support/case-study-rows.ts';

const rows = caseStudyRows();

/** A case study renamed once, as an edit of its title does: its id, old slug and new title and slug. */
async function renamedStudy() {
  const { id, title, slug } = await rows.addCaseStudy('Riverside Towers fills its launch', { status: 'published' });
  const newTitle = `${title} in Pune`;
  await rows.patchCaseStudy(id, { title: newTitle, slug: slugOf(newTitle) });
  return { id, oldSlug: slug, newTitle, newSlug: slugOf(newTitle) };
}

test('an old address answers 301 to the current one, keeping the query, and a visitor lands there', async ({ page, request }) => {
  const { oldSlug, newTitle, newSlug } = await renamedStudy();
  const served = await request.get(`/case-studies/${oldSlug}?utm_source=newsletter`, { maxRedirects: 0 });
  expect(served.status()).toBe(301);
  expect(served.headers().location).toBe(`/case-studies/${newSlug}?utm_source=newsletter`);

  await page.goto(`/case-studies/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/case-studies/${newSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
});

test("an admin sees a case study's old addresses and removes one, which then shows not found", async ({ page, request }) => {
  const { id, oldSlug } = await renamedStudy();
  await signInAsLocalAdmin(page, `/admin/case-studies/edit/${id}`);
  const oldAddresses = page.getByRole('list', { name: 'Old addresses' });
  await expect(oldAddresses).toHaveText(new RegExp(`/case-studies/${oldSlug}`));
  await page.getByRole('button', { name: `Remove redirect from /case-studies/${oldSlug}` }).click();
  await page.getByRole('dialog', { name: 'Remove this redirect?' }).getByRole('button', { name: 'Remove redirect' }).click();
  await expect(page.getByText('Redirect removed')).toBeVisible();
  await expect(page.getByText('No old addresses: this case study has not been renamed.')).toBeVisible();
  expect((await request.get(`/case-studies/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(404);
});
