// Drafts of case studies (issue 28 part 1): a draft is nowhere for a visitor (the list, its page, the
// sitemap), staff see it in the site's own page through the preview, Publish shows it, and a
// schedule for a time already past publishes at once and says so.
import { expect, test, type Page } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';
import { caseStudyRows } from './support/case-study-rows.ts';

const rows = caseStudyRows();
/** A case study saved and never published: a draft, as every new one is. */
const draft = (base: string) => rows.addCaseStudy(base);

const publishing = (page: Page) => page.getByRole('region', { name: 'Publishing' });

test('a draft is invisible to visitors and visible in the preview; Publish shows it', async ({ page, browser, request }) => {
  const study = await draft('Lakeview Residences quiet launch');

  expect((await request.get(`/case-studies/${study.slug}`)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(study.slug);
  const visitor = await browser.newPage();
  await visitor.goto('/case-studies');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(study.title)).toHaveCount(0);
  // The preview is for staff: a visitor is sent to sign in.
  await visitor.goto(`/preview/case-studies/${study.id}`);
  await expect(visitor).toHaveURL(/\/auth$/);
  await visitor.close();

  await signInAsLocalAdmin(page, '/admin/case-studies');
  const listed = page.getByRole('list', { name: 'Case studies' }).getByRole('listitem').filter({ hasText: study.title });
  await expect(listed.getByText('Draft', { exact: true })).toBeVisible();
  await expect(listed.getByText(`/case-studies/${study.slug} · Real Estate`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Edit ${study.title}` }).click();
  await expect(publishing(page).getByText('Draft', { exact: true })).toBeVisible();
  // The preview opens beside the editor, which stays where it was.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), publishing(page).getByRole('link', { name: 'Preview (opens in a new tab)' }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/preview/case-studies/${study.id}$`));
  await expect(preview.getByRole('note')).toHaveText('Preview: this case study is a draft. Visitors do not see it.');
  await expect(preview.getByRole('heading', { level: 1, name: study.title })).toBeVisible();
  // A draft has no publication date to show.
  await expect(preview.getByText('Published', { exact: true })).toHaveCount(0);
  // The real page: the site's own header and footer around it.
  await expect(preview.getByRole('banner').getByRole('link', { name: 'Case Studies' }).first()).toBeVisible();
  await expect(preview.getByRole('contentinfo')).toBeVisible();
  await preview.close();

  await expect(page).toHaveURL(new RegExp(`/admin/case-studies/edit/${study.id}$`));
  await publishing(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Case study published')).toBeVisible();
  await expect(publishing(page).getByText('Published', { exact: true })).toBeVisible();
  const served = await request.get(`/case-studies/${study.slug}`);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain(study.title);
});

test('a schedule for a time already past publishes now, and says so', async ({ page, request }) => {
  const study = await draft('Harbour Heights launch day');
  await signInAsLocalAdmin(page, `/admin/case-studies/edit/${study.id}`);
  await publishing(page).getByRole('button', { name: 'Schedule for…' }).click();
  await publishing(page).getByLabel('Publish on').fill('2024-01-01T10:00');
  await publishing(page).getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Published now', { exact: true })).toBeVisible();
  await expect(page.getByText('1 Jan 2024, 10:00 am IST has already passed, so the case study was published now instead of scheduled.')).toBeVisible();
  await expect(publishing(page).getByText('Published', { exact: true })).toBeVisible();
  expect((await request.get(`/case-studies/${study.slug}`)).status()).toBe(200);
});
