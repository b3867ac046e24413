// The Brand and Footer image slots of site settings (site spec §3): what an admin publishes shows
// for a new visitor in the served page (before any script) and stays once the page is live.
import { expect, test } from '../support/test.ts';
import { publish, readPublished, type SiteSettingsRow } from '../support/published-settings.ts';
import { servedAndLive } from '../support/served-and-live.ts';
import { startSsrHost } from '../ssr/support/ssr-host.ts';

const PORT = 5199;
const LOGO = '/favicon.svg?logo';
const FOOTER_LOGO = '/favicon.svg?footer';
const FAVICON = '/favicon.svg?published';

let original: SiteSettingsRow;
test.beforeAll(async () => {
  original = await readPublished();
});
test.afterAll(async () => {
  await publish(original);
});

test('a published logo, footer logo and favicon replace the built-in ones, served and live', async ({ browser }) => {
  await publish({
    config: {
      images: [
        { id: 'logo', url: LOGO, alt: 'Vaani AI logo' },
        { id: 'footerLogo', url: FOOTER_LOGO, alt: 'Vaani AI footer logo' },
        { id: 'favicon', url: FAVICON },
      ],
    },
    section_order: [],
  });
  await servedAndLive(browser, PORT, '/pricing', async (page, when) => {
    await expect(page.getByRole('banner').getByRole('img', { name: 'Vaani AI logo' }), when).toHaveAttribute('src', LOGO);
    await expect(page.locator('footer').getByRole('img', { name: 'Vaani AI footer logo' }), when).toHaveAttribute('src', FOOTER_LOGO);
    await expect(page.locator('link[rel="icon"]'), when).toHaveAttribute('href', FAVICON);
  });
});

test('with nothing published the wordmark and the built-in favicon stay', async ({ page }) => {
  await publish({ config: {}, section_order: [] });
  const host = await startSsrHost(PORT);
  try {
    await page.goto(`http://localhost:${PORT}/pricing`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Vaani AI home' })).toHaveText('Vaani AI');
    await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  } finally {
    await host.close();
  }
});
