import { expect, test } from '../support/test.ts';

test('footer links, newsletter box, booking banner and the current year', async ({ page }) => {
  await page.goto('/pricing');
  const footer = page.locator('footer');
  // The newsletter box loads as it nears the viewport, as for a visitor scrolling down.
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
  const hrefs = (name: string) =>
    footer.getByRole('navigation', { name }).getByRole('link').evaluateAll((links) =>
      links.map((a) => [a.textContent, a.getAttribute('href')]),
    );

  expect(await hrefs('Quick Links')).toEqual([
    ['Home', '/'],
    ['About Us', '/about-us'],
    ['Pricing', '/pricing'],
    ['Case Studies', '/case-studies'],
    ['Real Estate Solutions', '/solutions/real-estate'],
    ['Get Started', '/contact-us'],
  ]);
  expect(await hrefs('Resources')).toEqual([
    ['Blog', '/blog'],
    ['Resource Center', '/resources'],
    ['FAQ', '/faq'],
    ['Contact Us', '/contact-us'],
  ]);
  expect((await hrefs('Legal')).map(([, href]) => href)).toEqual(['/privacy-policy', '/terms-of-service', '/contact-us']);

  for (const name of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} Vaani AI. All rights reserved.`)).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Book a Demo' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeDisabled();

  await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('newsletter validates the address before sending it', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const email = footer.getByLabel('Email address');
  await email.fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
});
