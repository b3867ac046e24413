// Issue 40 item 11: the admin on a 412 px phone. Every screen fits without sideways scrolling (a
// screenshot of each lands in the test's output folder for a person to judge the layout), tables
// keep every column on screen, the dashboard's figures come first, every settings section can be
// reached, and the publish bar and the case study's publishing controls stay in reach.
import { uniqueEmail } from '../forms/support/stored-leads.ts';
import { ADMIN_LINKS, caseStudyEditPath } from '../../remotes/admin/src/features/admin-shell/admin-links.ts';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';
import { caseStudyRows } from './support/case-study-rows.ts';
import { submitLead } from './support/leads.ts';

const PHONE = { width: 412, height: 823 };
const rows = caseStudyRows();

/** Whether the page scrolls sideways: the document wider than the window. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Waits until the screen has loaded what it shows: no spinner or loading text left in it. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^(Loading|Counting|Checking)\b/)).toHaveCount(0, { timeout: 15_000 });
}

/** The element's box lies inside the phone's width. */
async function expectWithinWidth(element: Locator, what: string) {
  const box = await element.boundingBox();
  expect(box, what).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0), what).toBeLessThanOrEqual(PHONE.width);
  expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0);
}

test('every admin screen fits a 412 px phone without sideways scrolling', async ({ page }) => {
  const study = await rows.addCaseStudy('Phone width check');
  const email = uniqueEmail('phone-width');
  await submitLead({
    sheet_name: 'confirmed_lead',
    data: { name: 'Meera Iyer', email, phone_number: '+919812300077' },
    attribution: {
      landing_page: `http://localhost:5173/pricing?utm_source=newsletter-november-edition-for-partners&utm_campaign=diwali-launch-offer-bangalore-and-pune`,
      utm_source: 'newsletter-november-edition-for-partners',
      utm_campaign: 'diwali-launch-offer-bangalore-and-pune',
    },
    consent: { version: 'get-started-2026-11', agreed_at: new Date().toISOString() },
  });
  await signInAsLocalAdmin(page, '/admin');
  await page.setViewportSize(PHONE);

  const screens = [...ADMIN_LINKS.map((link) => link.path), caseStudyEditPath(study.id)];
  for (const path of screens) {
    await page.goto(path);
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, '-')}.png`), fullPage: true });
    expect(await scrollsSideways(page), `${path} at 412 px`).toBe(false);
  }

  // A lead's own page, with long attribution addresses.
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: `Open the lead of ${email}` }).click();
  await expect(page.getByRole('heading', { name: 'Lead from Meera Iyer' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-lead.png'), fullPage: true });
  expect(await scrollsSideways(page), 'a lead at 412 px').toBe(false);
});

test('on a phone the leads and team tables keep every column on screen, and the dashboard starts with the figures', async ({ page }) => {
  const email = uniqueEmail('phone-table');
  await submitLead({ sheet_name: 'email_subscription', data: { email } });
  await signInAsLocalAdmin(page, `/admin/leads?q=${encodeURIComponent(email)}`);
  await page.setViewportSize(PHONE);
  await settled(page);
  const open = page.getByRole('link', { name: `Open the lead of ${email}` });
  await expectWithinWidth(open, 'Open');
  await expectWithinWidth(page.locator('tbody').getByText(/^(Forwarded|Waiting|Failed|Spam)/).first(), 'the forward status');

  await page.goto('/admin/team');
  await settled(page);
  for (const remove of await page.getByRole('button', { name: /^Remove access for / }).all()) await expectWithinWidth(remove, 'Remove access');

  await page.goto('/admin');
  await settled(page);
  await expect(page.getByRole('list', { name: 'Leads' })).toBeInViewport();
});

test('on a phone every settings section is within reach and the publish bar stays small', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/site-settings');
  await page.setViewportSize(PHONE);
  const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
    await expectWithinWidth(tab, `${await tab.textContent()}`);
  }
  const bar = page.getByRole('region', { name: 'Publish' });
  expect((await bar.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(100);
  // A colour's typed value is one line, not a tall box.
  expect((await page.getByRole('textbox', { name: 'Primary', exact: true }).boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(48);
});
