// A renamed case study keeps its old address: the served page answers it with a 301 to the new one
// (a campaign's query kept), and the admin sees
// the old address on the case study's page and can remove it.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test.ts';
import { localSupabase } from '../support/local-supabase.ts';
import { signInAsLocalAdmin, slugOf, uniqueTitle } from './support/admin-session.ts';

const { url } = localSupabase();
const { serviceKey } = JSON.parse(readFileSync('.data/keys.json', 'utf8')) as { serviceKey: string };
const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };

// What these tests add, removed after each, so the list other suites read keeps its complete stories first.
const added: string[] = [];
test.afterEach(async () => {
  for (const id of added.splice(0)) await fetch(`${url}/rest/v1/case_studies?id=eq.${id}`, { method: 'DELETE', headers });
});

/** A case study renamed once, as an edit of its title does: its id, old slug and new title and slug. */
async function renamedStudy() {
  const title = uniqueTitle('Riverside Towers fills its launch');
  const created = await fetch(`${url}/rest/v1/case_studies`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title, slug: slugOf(title), industry: 'Real Estate', summary: 'Every launch enquiry called back in a minute.' }),
  });
  const [{ id }] = (await created.json()) as [{ id: string }];
  added.push(id);
  const newTitle = `${title} in Pune`;
  await fetch(`${url}/rest/v1/case_studies?id=eq.${id}`, { method: 'PATCH', headers, body: JSON.stringify({ title: newTitle, slug: slugOf(newTitle) }) });
  return { id, oldSlug: slugOf(title), newTitle, newSlug: slugOf(newTitle) };
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
