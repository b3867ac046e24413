// An item's history (issue 28 part 2), read from the one record of changes: each save is a version,
// a version compares with the current one, and Restore makes it current as a new version.
import { LOCAL_ADMIN } from '../../scripts/local-admin.mjs';
import { serviceKey, supabaseUrl } from '../auth/support/users.ts';
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin, slugOf, uniqueTitle } from './support/admin-session.ts';

// What these tests add, removed after each, so the public list other suites read keeps its
// complete stories first.
const added: string[] = [];
test.afterEach(async () => {
  const key = serviceKey();
  for (const id of added.splice(0)) {
    await fetch(`${supabaseUrl()}/rest/v1/case_studies?id=eq.${id}`, { method: 'DELETE', headers: { apikey: key, Authorization: `Bearer ${key}` } });
  }
});

async function createCaseStudy(title: string): Promise<string> {
  const key = serviceKey();
  const response = await fetch(`${supabaseUrl()}/rest/v1/case_studies`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: JSON.stringify({ title, slug: slugOf(title), industry: 'Real Estate', summary: 'First summary' }),
  });
  if (!response.ok) throw new Error(`create case study: ${response.status} ${await response.text()}`);
  const id = ((await response.json()) as { id: string }[])[0]!.id;
  added.push(id);
  return id;
}

test('an edit becomes a version, compares with the current one, and an older version is restored as a new one', async ({ page }) => {
  const id = await createCaseStudy(uniqueTitle('History Heights'));
  const editPath = `/admin/case-studies/edit/${id}`;
  await signInAsLocalAdmin(page, editPath);
  const summary = page.getByLabel('Summary');
  await expect(summary).toHaveValue('First summary');
  await summary.fill('Second summary');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Case study updated')).toBeVisible();

  await page.goto(editPath);
  const history = page.getByRole('region', { name: 'History' });
  const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(`Current version · ${LOCAL_ADMIN.email}`);
  await expect(versions.nth(1)).toContainText('Added · The system');

  await versions.nth(1).getByRole('button', { name: 'Compare with current' }).click();
  await expect(versions.nth(1).getByText('Now: Second summary')).toBeVisible();
  await expect(versions.nth(1).getByText('This version: First summary')).toBeVisible();

  await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(summary).toHaveValue('First summary');
  // Nothing is lost: the restore is the newest version, the one it replaced stays listed.
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText(`Current version · ${LOCAL_ADMIN.email}`);
});

test('a page edited by mistake is put back with Restore', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/terms-of-service');
  const body = page.getByLabel('Body');
  await expect(body).not.toHaveValue('');
  const original = await body.inputValue();
  await body.fill(uniqueTitle('Deleted everything by mistake'));
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved')).toBeVisible();

  const versions = page.getByRole('region', { name: 'History' }).getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions.first()).toContainText(`Current version · ${LOCAL_ADMIN.email}`);
  await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(body).toHaveValue(original);
});

test('a testimonial edited by mistake is put back with Restore from its own history', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/testimonials');
  const open = () => page.getByRole('button', { name: 'Edit Rohan Mehta' }).click();
  await open();
  const form = page.getByRole('form', { name: /: Rohan Mehta$/ });
  const quote = form.getByLabel('Quote');
  await expect(quote).not.toHaveValue('');
  const original = await quote.inputValue();
  try {
    await quote.fill(uniqueTitle('A quote pasted into the wrong testimonial'));
    await form.getByRole('button', { name: 'Save testimonial' }).click();
    await expect(page.getByText('Testimonial saved')).toBeVisible();

    // A save closes the testimonial, as it does a key feature; its history is with it, open again.
    await open();
    await page.getByRole('button', { name: "History of Rohan Mehta's testimonial" }).click();
    const versions = page.getByRole('region', { name: "History of Rohan Mehta's testimonial" }).getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(versions.first()).toContainText(`Current version · ${LOCAL_ADMIN.email}`);
    await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Version restored')).toBeVisible();
    await expect(page.getByRole('form', { name: /: Rohan Mehta$/ }).getByLabel('Quote')).toHaveValue(original);
  } finally {
    // The home page's suites read this quote.
    const key = serviceKey();
    await fetch(`${supabaseUrl()}/rest/v1/testimonials?name=eq.Rohan%20Mehta`, {
      method: 'PATCH',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ quote: original }),
    });
  }
});

test("the key features' section heading edited by mistake is put back with Restore from its history", async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/key-features');
  const title = page.getByRole('form', { name: 'Section heading' }).getByLabel('Section title');
  await expect(title).not.toHaveValue('');
  const original = await title.inputValue();
  try {
    await title.fill(uniqueTitle('A heading typed into the wrong box'));
    await page.getByRole('form', { name: 'Section heading' }).getByRole('button', { name: 'Save section' }).click();
    await expect(page.getByText('Section updated')).toBeVisible();

    await page.getByRole('button', { name: 'Section heading history' }).click();
    const versions = page.getByRole('region', { name: 'Section heading history' }).getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(versions.first()).toContainText(`Current version · ${LOCAL_ADMIN.email}`);
    await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Version restored')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Section heading' }).getByLabel('Section title')).toHaveValue(original);
  } finally {
    // The home page's suites read this heading.
    const key = serviceKey();
    await fetch(`${supabaseUrl()}/rest/v1/key_features_section?id=not.is.null`, {
      method: 'PATCH',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: original }),
    });
  }
});
