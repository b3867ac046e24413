import { elementLive, shellHydrated, trackHydration } from '../support/hydration.ts';
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

test('the real-estate page falls back to default images shipped with the site, shown with no outside network', async ({ page }) => {
  const outside: string[] = [];
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => {
    outside.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto('/solutions/real-estate');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Voice Agents for Real Estate' })).toBeVisible();
  const hero = page.getByRole('img', { name: 'Modern residential towers' });
  await expect(hero).toHaveAttribute('src', '/solutions/real-estate-towers.svg');
  await page.getByRole('heading', { name: 'From enquiry to site visit' }).scrollIntoViewIfNeeded();
  const desk = page.getByRole('img', { name: 'Sales team reviewing qualified leads' });
  await expect(desk).toHaveAttribute('src', '/solutions/real-estate-sales-desk.svg');
  for (const image of [hero, desk]) await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Failed to load image')).toHaveCount(0);
  expect(outside.filter((url) => /\.(png|jpe?g|webp|svg|avif)|images\./.test(url))).toEqual([]);
});

test('the pricing plans open the demo-call and booking dialogs', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Try the agent now' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Book a demo', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
});

test('the contact page keeps the lines as the admin typed them: email, phone and office one under the other', async ({ page }) => {
  await page.goto('/contact-us');
  const email = page.getByRole('link', { name: 'hello@vaani.ai' });
  const phone = page.getByRole('link', { name: '+91 80 4567 8900' });
  await expect(phone).toBeVisible();
  const [emailBox, phoneBox] = [(await email.boundingBox())!, (await phone.boundingBox())!];
  expect(phoneBox.y).toBeGreaterThanOrEqual(emailBox.y + emailBox.height);
  await expect(page.locator('main p', { has: email }).locator('br')).toHaveCount(2);
});

/** The Markdown parser's chunk (see packages/ui markdown-parser.ts), by the scripts the page fetched. */
const PARSER = /\/markdown-parser-[^/]*\.js$/;

test('a served Markdown page hydrates without the Markdown parser; reached in the browser, the parser renders it alike', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await trackHydration(page);
  await page.goto('/privacy-policy');
  const served = page.locator('main article');
  await expect(served.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await elementLive(served);
  // The text's markup (the class names of the styles differ between the server's build and the browser's).
  const text = page.locator('main article > div');
  const servedHtml = await text.innerHTML();
  expect(scripts.filter((url) => PARSER.test(url))).toEqual([]);

  // The same page after a client-side navigation: read and rendered in the browser.
  await shellHydrated(page);
  await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => text.innerHTML()).toBe(servedHtml);
  expect(scripts.filter((url) => PARSER.test(url))).toHaveLength(1);
});
