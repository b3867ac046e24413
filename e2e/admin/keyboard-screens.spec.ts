// Issue 29 part 3: every admin screen worked with the keyboard alone. Each screen is entered from
// the skip link, its main controls are reached with Tab only, and its primary action is done with
// Enter, Space or the arrow keys; every element Tab lands on shows a focus ring.
import { ADMIN_LINKS, type AdminScreenId } from '../../remotes/admin/src/features/admin-shell/admin-links.ts';
import { uniqueEmail } from '../forms/support/stored-leads.ts';
import { publish, readPublished } from '../support/published-settings.ts';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { shareOneSignedInSession } from './support/admin-session.ts';
import { caseStudyRows } from './support/case-study-rows.ts';
import { setLeadService, submitLead } from './support/leads.ts';

shareOneSignedInSession();
const { addCaseStudy } = caseStudyRows();

/**
 * What shows focus on the focused element: its outline or its box shadow (the fields' ring). A
 * video's own controls draw the browser's ring inside the element, out of the page's reach.
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has focus';
    if (element.matches('video[controls]')) return 'ring';
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none' ? 'ring' : `no focus ring on ${element.outerHTML.slice(0, 120)}`;
  });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus, checking that each stop on the way shows a focus ring. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    // Fields fade their ring in (a short transition): wait for it rather than read it mid-way.
    await expect.poll(() => focusRing(page)).toBe('ring');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab did not reach ${String(target)} within ${limit} stops`);
}

/** Opens a screen and enters it from the skip link, as a keyboard user starts. */
async function enterScreen(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /^(Loading|Checking)/ })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expect.poll(() => focusRing(page)).toBe('ring');
  await page.keyboard.press('Enter');
  return main;
}

const pathOf = (id: AdminScreenId) => ADMIN_LINKS.find((link) => link.id === id)!.path;

test.afterEach(async () => {
  await setLeadService(200);
});

test('every admin screen is reached and worked with the keyboard alone, with a visible focus ring', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const published = await readPublished();
  const study = await addCaseStudy('Keyboard edits this story');
  const email = uniqueEmail('keyboard');
  await setLeadService(503);
  // A phone of its own: an earlier run's lead with the same number would make this one returning.
  const phone = `+9198${String(Date.now()).slice(-8)}`;
  await submitLead({ sheet_name: 'confirmed_lead', data: { name: 'Kiran Das', email, phone_number: phone } });
  const invited = `e2e-keyboard-${Date.now().toString(36)}@vaani.local`;

  try {
    // Every screen of the route table: Tab walks from the skip link to the screen's last control.
    for (const link of ADMIN_LINKS) {
      const main = await enterScreen(page, link.path);
      const controls = main.locator('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]');
      await expect(controls.first(), `${link.label} has controls`).toBeVisible();
      await tabTo(page, controls.last(), 200);
    }

    // Dashboard: a card opens its screen.
    let main = await enterScreen(page, pathOf('dashboard'));
    const caseStudiesCard = main.getByRole('link', { name: /^Case studies/ });
    await tabTo(page, caseStudiesCard);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/case-studies$/);

    // Case studies: open one for edit, change it and save with Enter.
    main = await enterScreen(page, pathOf('case-studies'));
    await tabTo(page, main.getByRole('link', { name: `Edit ${study.title}` }));
    await page.keyboard.press('Enter');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(study.title);
    await tabTo(page, title);
    await page.keyboard.press('End');
    await page.keyboard.type(' again');
    await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Case study updated')).toBeVisible();

    // Leads: find the lead, open it, forward it again.
    main = await enterScreen(page, pathOf('leads'));
    await tabTo(page, main.getByRole('searchbox', { name: 'Search by email or phone' }));
    await page.keyboard.type(email);
    const open = page.getByRole('link', { name: `Open the lead of ${email}` });
    await expect(main.getByRole('row').filter({ has: open }).getByText('Failed')).toBeVisible({ timeout: 20_000 });
    await setLeadService(200);
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead from Kiran Das' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Forward again' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Status: Forwarded')).toBeVisible({ timeout: 15_000 });

    // Media: the upload picker (the browser's own file input, which Enter and Space open) is reached,
    // then an image's alt text, then Upload.
    main = await enterScreen(page, pathOf('media'));
    await tabTo(page, main.getByLabel('File', { exact: true }));
    await page.keyboard.press('Tab');
    await expect(main.getByLabel('Alt text')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(main.getByRole('button', { name: 'Upload' })).toBeFocused();

    // Key features: an editor opens with Enter.
    main = await enterScreen(page, pathOf('key-features'));
    const edit = main.getByRole('list', { name: 'Features' }).getByRole('button', { name: /^Edit / }).first();
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await expect(main.getByRole('form', { name: /^Edit / })).toBeVisible();

    // Home layout: a section moves down and back up with Enter on its buttons.
    main = await enterScreen(page, pathOf('home-layout'));
    const sections = main.getByRole('checkbox', { name: /^Show / });
    const order = await sections.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim()));
    await tabTo(page, main.getByRole('button', { name: 'Move down Hero Banner' }));
    await page.keyboard.press('Enter');
    await expect(sections.first()).toHaveAccessibleName(`Show ${order[1]?.replace(/^Show /, '')}`);
    // Focus stays with the section that moved, so it can go on moving.
    await expect(main.getByRole('button', { name: 'Move down Hero Banner' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(main.getByRole('button', { name: 'Move up Hero Banner' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sections.first()).toHaveAccessibleName('Show Hero Banner');

    // Site settings: the arrow keys walk the tabs; a change is published with Enter.
    main = await enterScreen(page, pathOf('site-settings'));
    const brand = main.getByRole('tab', { name: 'Brand' });
    await tabTo(page, brand);
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('tab', { name: 'Header and footer' })).toBeFocused();
    await expect(main.getByRole('tab', { name: 'Header and footer' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(brand).toHaveAttribute('aria-selected', 'true');
    const primary = main.getByRole('textbox', { name: 'Primary', exact: true });
    await tabTo(page, primary);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#1d4ed8');
    await expect(page.getByText('1 field changed')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Publish' }), 200);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    // The contact page (the legal pages share its editor): saved with Enter.
    main = await enterScreen(page, pathOf('contact'));
    await tabTo(page, main.getByRole('button', { name: 'Save page' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Visitors see this within 5 seconds.').first()).toBeVisible();

    // Activity: a change opens with Enter, Escape closes it and focus returns.
    main = await enterScreen(page, pathOf('activity'));
    const change = main.getByRole('button', { name: /^View change: / }).first();
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(change).toBeFocused();

    // Team: invite with the form, then remove the access again, all from the keyboard.
    main = await enterScreen(page, pathOf('team'));
    await tabTo(page, main.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(invited);
    await tabTo(page, main.getByRole('button', { name: 'Send invitation', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${invited}.` })).toBeVisible();
    await tabTo(page, main.getByRole('button', { name: `Remove access for ${invited}` }), 200);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Remove access for ${invited}?` });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Remove access' }), 5);
    await page.keyboard.press('Enter');
    await expect(main.getByRole('row', { name: new RegExp(invited) })).toHaveCount(0);
  } finally {
    await publish(published);
  }
});

test('on a phone the menu opens, is walked and closes with the keyboard, with a visible focus ring', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(pathOf('dashboard'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: 'Site settings' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/site-settings$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Brand' })).toBeVisible();
});
