import { expect, test } from '../support/test.ts';

const PAGES = [
  { path: '/pricing', heading: 'Simple Pricing That Grows With You', text: '₹59,999' },
  { path: '/solutions', heading: 'Solutions for Every Stage of Your Sales Funnel', text: 'Outbound qualification' },
  { path: '/solutions/real-estate', heading: 'AI Voice Agents for Real Estate', text: 'RERA registration' },
  { path: '/about-us', heading: 'About Vaani AI', text: 'We started Vaani AI in Bengaluru' },
  { path: '/blog', heading: 'The Vaani AI Blog', text: 'The five-minute rule' },
  { path: '/resources', heading: 'Resource Center', text: 'Speed-to-lead checklist' },
];

for (const { path, heading, text } of PAGES) {
  test(`${path} shows its own content and its calls to action`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.locator('main').getByRole('button', { name: /Try Now|Book Demo|Book a demo|Try the agent now/ }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/lorem ipsum/i);
  });
}

test('the real-estate page shows its two configured images, a saved preview first', async ({ page }) => {
  await page.addInitScript(() => {
    const image = (id: string, url: string, alt: string) => ({ id, section: 'Real Estate Solution', field: id, url, alt, description: '' });
    localStorage.setItem(
      'siteConfig',
      JSON.stringify({
        images: [image('realEstateHero', '/og-image.png', 'Our towers in Kochi'), image('realEstateSolution', '/favicon.svg', 'Our sales desk')],
      }),
    );
  });
  await page.goto('/solutions/real-estate');
  await expect(page.getByRole('img', { name: 'Our towers in Kochi' })).toHaveAttribute('src', '/og-image.png');
  // The second image loads lazily, when its section comes near the viewport.
  await page.getByRole('heading', { name: 'From enquiry to site visit' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'Our sales desk' })).toHaveAttribute('src', '/favicon.svg');
});

test('the real-estate page falls back to the default images of the site configuration', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/solutions/real-estate');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Voice Agents for Real Estate' })).toBeVisible();
  await expect.poll(() => requested.some((url) => url.startsWith('https://images.unsplash.com/photo-1560518883-ce09059eeffa'))).toBe(true);
});

test('the pricing plans open the demo-call and booking dialogs', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Try the agent now' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Book a demo', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
});
