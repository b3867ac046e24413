// Issue 29: axe over every admin screen as the browser renders it, at the desktop and the phone
// size. The screens come from the admin's own route table (ADMIN_LINKS, its path helpers, and the
// preview address from @vaani/router/public-paths), so a new screen is checked without touching
// this file. Stories run axe per component; this runs it over whole screens with their real data,
// the shell around them and the sign-in page.
import AxeBuilder from '@axe-core/playwright';
import { caseStudyPreviewPath } from '@vaani/router/public-paths';
import { ADMIN_LINKS, caseStudyEditPath } from '../../remotes/admin/src/features/admin-shell/admin-links.ts';
import { leadPath } from '../../remotes/admin/src/features/leads/leads-path.ts';
import { storedColumns, uniqueEmail } from '../forms/support/stored-leads.ts';
import { expect, test, type Page } from '../support/test.ts';
import { SIGNED_OUT, shareOneSignedInSession } from './support/admin-session.ts';
import { caseStudyRows } from './support/case-study-rows.ts';
import { submitLead } from './support/leads.ts';

shareOneSignedInSession();
const { addCaseStudy } = caseStudyRows();

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 412, height: 823 } };

/** What axe finds on the page, one line per rule and element, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((rule) => rule.nodes.map((node) => `${rule.id} (${rule.impact}): ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`));
}

/**
 * Opens `path` and waits until its screen has loaded: a heading, and nothing still loading once the
 * page was scrolled through (parts below the fold load as they near the viewport).
 */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Checking)/ })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`every admin screen and the sign-in page are axe clean at ${viewport.width}x${viewport.height} (${name})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const caseStudy = await addCaseStudy('Axe checks this story', { challenge: 'Late call-backs.', solution: 'A voice agent.', results: 'Every lead called.' });
    const email = uniqueEmail('axe');
    await submitLead({ sheet_name: 'confirmed_lead', data: { name: 'Asha Rao', email, phone_number: '+919812300088' } });
    const lead = await storedColumns(email, 'id');
    const paths = [
      ...ADMIN_LINKS.map((link) => link.path),
      caseStudyEditPath(caseStudy.id),
      caseStudyPreviewPath(caseStudy.id),
      leadPath(String(lead?.id)),
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await openScreen(page, path);
      found[path] = await violations(page);
    }

    if (name === 'phone') {
      // On a phone the navigation is a drawer over the screen.
      await openScreen(page, ADMIN_LINKS[0].path);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
      found['the menu drawer'] = await violations(page);
    }

    const signedOut = await browser.newContext({ viewport, storageState: SIGNED_OUT });
    const signIn = await signedOut.newPage();
    await openScreen(signIn, '/auth');
    found['/auth'] = await violations(signIn);
    await signedOut.close();

    expect(Object.fromEntries(Object.entries(found).filter(([, lines]) => lines.length > 0))).toEqual({});
  });
}
