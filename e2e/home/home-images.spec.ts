// The Homepage, Backgrounds and Testimonials image slots of site settings (site spec §3), and the
// omni-channel banner's subtitle: what an admin publishes is in the page a new visitor is served
// (before any script) and stays once the page is live; empty slots keep today's look.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { publish, readPublished, type SiteSettingsRow } from '../support/published-settings.ts';
import { servedAndLive } from '../support/served-and-live.ts';
import { startSsrHost } from '../ssr/support/ssr-host.ts';

const PORT = 5200;
const image = (id: string, alt = '') => ({ id, url: `/favicon.svg?${id}`, alt });

let original: SiteSettingsRow;
test.beforeAll(async () => {
  original = await readPublished();
});
test.afterAll(async () => {
  await publish(original);
});

const hero = (page: Page) => page.locator('[data-home-section="HeroSection"] > section');
const banner = (page: Page) => page.locator('[data-home-section="OmnichannelBanner"] section').first();

test('published hero, banner, pattern, divider and avatar images show, served and live', async ({ browser }) => {
  await publish({
    config: {
      images: [
        image('heroBackground'),
        image('heroPattern'),
        image('heroProduct', 'Vaani AI voice agent dashboard'),
        image('omnichannelBanner'),
        image('sectionDivider'),
        image('testimonialAvatar1'),
      ],
    },
    section_order: [],
  });
  await servedAndLive(browser, PORT, '/', async (page, when) => {
    // The pattern lies over the background picture.
    await expect(hero(page), when).toHaveAttribute('style', /url\("\/favicon\.svg\?heroPattern"\).*url\("\/favicon\.svg\?heroBackground"\)/);
    await expect(banner(page), when).toHaveAttribute('style', /url\("\/favicon\.svg\?omnichannelBanner"\)/);
    await expect(banner(page).getByText('Meet your buyers wherever they are.'), when).toBeVisible();
    await expect(page.locator('img[data-section-divider]'), when).toHaveCount(8);
    if (when === 'live') {
      // Live, the demo video plays with the product shot as its poster.
      await expect(page.getByRole('figure', { name: 'Vaani AI product demo' }).locator('video')).toHaveAttribute('poster', '/favicon.svg?heroProduct');
    } else {
      await expect(page.getByRole('img', { name: 'Vaani AI voice agent dashboard' })).toBeVisible();
    }
    const testimonials = page.locator('#testimonials');
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.locator('img[src="/favicon.svg?testimonialAvatar1"]'), when).toHaveCount(1);
  });
});

test('with no image published the hero, banner and sections keep their built-in look', async ({ page }) => {
  await publish({ config: {}, section_order: [] });
  const host = await startSsrHost(PORT);
  try {
    await page.goto(`http://localhost:${PORT}/`);
    await expect(hero(page)).not.toHaveAttribute('style', /url\(/);
    await expect(banner(page)).not.toHaveAttribute('style', /url\(/);
    await expect(page.locator('img[data-section-divider]')).toHaveCount(0);
    // The banner's subtitle is a text of its own, shown with or without images.
    await expect(banner(page).getByText('Meet your buyers wherever they are.')).toBeVisible();
  } finally {
    await host.close();
  }
});

test("a published use-case image is that use case's still while its video is looked up", async ({ browser }) => {
  await publish({ config: { images: [image('useCaseLeadGeneration', 'A qualification call in progress')] }, section_order: [] });
  const host = await startSsrHost(PORT);
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}`, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    // The media lookups never answer here, so the use case's video stays "being looked up".
    await page.route('**/rest/v1/rpc/get_public_media*', () => undefined);
    await page.goto('/');
    const section = page.locator('#use-cases');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Lead Qualification' }).click();
    await expect(section.getByRole('img', { name: 'A qualification call in progress' })).toBeVisible();
  } finally {
    await context.close();
    await host.close();
  }
});
