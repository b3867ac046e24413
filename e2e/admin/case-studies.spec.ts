import { expect, test, type Page } from '../support/test.ts';
import { signInAsLocalAdmin, slugOf, uniqueTitle } from './support/admin-session.ts';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Adds a case study through the form; saving keeps it a draft and opens its edit screen. */
async function addCaseStudy(page: Page, title: string) {
  await page.goto('/admin/case-studies');
  await page.getByRole('button', { name: 'Add case study' }).click();
  const form = page.getByRole('form', { name: 'New case study' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Industry').fill('Real Estate');
  await form.getByLabel('Summary').fill('Site visits doubled in one quarter.');
  await form.getByLabel('Challenge').fill('Leads went cold overnight.');
  await form.getByLabel('Solution').fill('An AI agent called every lead within a minute.');
  await form.getByLabel('Results').fill('2x site visits');
  await form.getByLabel('Testimonial', { exact: true }).fill('Our team only talks to ready buyers now.');
  await form.getByLabel('Author name').fill('Anita Rao');
  await form.getByLabel('Author position').fill('Head of Sales');
  await form.getByLabel('Author company').fill('Skyline Homes');
  // The logo is uploaded on the spot, then the featured image is picked from the media library.
  await form.getByLabel('Company logo: upload a new image').setInputFiles({ name: 'skyline-logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(form.getByLabel('Company logo', { exact: true })).toHaveValue(/\/storage\/v1\/object\/public\/images\/case-studies\/\d+-[a-z0-9]+\.png$/);
  await form.getByLabel('Featured image: choose from the media library').selectOption({ label: 'skyline-logo.png (case-studies)' });
  await expect(form.getByLabel('Featured image', { exact: true })).toHaveValue(/\/storage\/v1\/object\/public\/images\//);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/case-studies\/edit\//);
  await expect(page.getByRole('region', { name: 'Publishing' }).getByText('Draft', { exact: true })).toBeVisible();
}

const adminList = (page: Page) => page.getByRole('list', { name: 'Case studies' });
const listed = (page: Page, title: string) => adminList(page).getByText(title, { exact: true });
/** The list's row at a slug, which says whether visitors see it. */
const rowAt = (page: Page, slug: string) =>
  adminList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(`/case-studies/${slug} · Real Estate`, { exact: true }) });

test.beforeEach(async ({ page }) => {
  await signInAsLocalAdmin(page);
});

test('an added case study shows on /case-studies and at its slug', async ({ page }) => {
  const title = uniqueTitle('Skyline Homes doubles site visits');
  await addCaseStudy(page, title);
  await page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Case study published')).toBeVisible();
  await page.goto('/admin/case-studies');
  await expect(listed(page, title)).toBeVisible();
  await expect(rowAt(page, slugOf(title)).getByText('Published', { exact: true })).toBeVisible();
  await page.goto('/case-studies');
  await expect(page.getByText(title)).toBeVisible();
  await page.goto(`/case-studies/${slugOf(title)}`);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('Anita Rao').first()).toBeVisible();
});

test('two case studies with the same title get the slug and the slug with -1', async ({ page }) => {
  const title = uniqueTitle('Same Title Realty');
  await addCaseStudy(page, title);
  await addCaseStudy(page, title);
  await page.goto('/admin/case-studies');
  await expect(rowAt(page, slugOf(title)).getByText('Draft', { exact: true })).toBeVisible();
  await expect(rowAt(page, `${slugOf(title)}-1`).getByText('Draft', { exact: true })).toBeVisible();
});

test('editing the title gives a new slug; deleting asks first and removes it', async ({ page }) => {
  const title = uniqueTitle('Before Rename');
  await addCaseStudy(page, title);
  await page.goto('/admin/case-studies');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/case-studies\/edit\//);
  const renamed = `${title} After`;
  await page.getByLabel('Title', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Case study updated')).toBeVisible();
  // Saving keeps the editor open, as the first save does, with the publishing controls at hand.
  await expect(page).toHaveURL(/\/admin\/case-studies\/edit\//);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(renamed);
  await expect(page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: 'Publish' })).toBeInViewport();
  await page.getByRole('link', { name: 'Back to case studies' }).click();
  await expect(rowAt(page, slugOf(renamed)).getByText('Draft', { exact: true })).toBeVisible();
  await expect(rowAt(page, slugOf(title))).toHaveCount(0);

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete case study?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Case study deleted')).toBeVisible();
  await expect(listed(page, renamed)).toHaveCount(0);
});
