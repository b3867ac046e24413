// The site uses the very elements partners embed: every 'Try Now' opens the Get a Demo Call
// dialog and every 'Book Demo' / 'Book a Demo' opens the Book a Live Demo dialog.
import { expect, test, type Locator, type Page } from '../support/test.ts';

const demoCall = (page: Page) => page.getByRole('dialog', { name: 'Get a Demo Call' });
const booking = (page: Page) => page.getByRole('dialog', { name: 'Book a Live Demo' });

async function opensThenCloses(page: Page, button: Locator, dialog: Locator) {
  await button.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('header, hero and footer buttons open the embedded dialogs', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  // The use-case section further down has Try Now buttons of its own.
  const hero = page.locator('[data-home-section="HeroSection"]');
  await opensThenCloses(page, header.getByRole('button', { name: 'Try Now' }), demoCall(page));
  await opensThenCloses(page, header.getByRole('button', { name: 'Book Demo' }), booking(page));
  await opensThenCloses(page, hero.getByRole('button', { name: 'Try Now' }), demoCall(page));
  await opensThenCloses(page, hero.getByRole('button', { name: 'Book Demo' }), booking(page));
  await opensThenCloses(page, page.getByRole('contentinfo').getByRole('button', { name: 'Book a Demo' }), booking(page));
  await expect(page.locator('demo-call-dialog')).toHaveCount(1);
  await expect(page.locator('book-demo-dialog')).toHaveCount(1);
});

test('the demo-call dialog on the site validates with the spec messages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Try Now' }).click();
  await demoCall(page).getByRole('button', { name: 'Call me' }).click();
  await expect(demoCall(page).getByText('Please enter a valid business email')).toBeVisible();
  await expect(demoCall(page).getByText('Please enter a valid phone number')).toBeVisible();
  await expect(demoCall(page).getByText('Name must be at least 2 characters')).toBeVisible();
});
