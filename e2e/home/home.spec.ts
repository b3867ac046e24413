// The home page against the running site and its seeded database: section order (local preview,
// published, default), the data-driven sections, the use-case tabs and accordion, the video and
// the buttons that open the dialogs.
import { expect, test, type Page } from '../support/test.ts';
import { publish, readPublished, type SiteSettingsRow } from '../support/published-settings.ts';
import { startPageServer } from '../../host/server/page-server.mjs';
import { supabaseUrl } from '../../scripts/local-env.mjs';
import { shellHydrated, trackHydration } from '../support/hydration.ts';
import { renderedHtml } from '../support/rendered-page.ts';
import { startSsrHost } from '../ssr/support/ssr-host.ts';

/** A host of this suite's own that leaves rendering to the browser. */
const BROWSER_RENDERED_PORT = 5196;

const DEFAULT_ORDER = [
  'HeroSection',
  'RequestCallbackSection',
  'HowItWorksSection',
  'OmnichannelBanner',
  'BenefitsSection',
  'KeyFeaturesSection',
  'UseCasesSection',
  'TestimonialsSection',
  'CallToActionSection',
];

const sectionOrder = (page: Page) =>
  page.locator('[data-home-section]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-home-section')));

const entry = (component: string) => ({ id: component, name: component, component });

/** Scrolls the page to the bottom step by step, so every deferred section loads. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, 600);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    if (atBottom) break;
    await page.waitForTimeout(120);
  }
}

async function anon(path: string) {
  const { readFileSync } = await import('node:fs');
  const envFile = readFileSync('.env.local', 'utf8');
  const read = (name: string) => process.env[name] ?? envFile.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]?.trim() ?? '';
  const response = await fetch(`${read('VITE_SUPABASE_URL')}/rest/v1/${path}`, {
    headers: { apikey: read('VITE_SUPABASE_ANON_KEY') },
  });
  return response.json();
}

let original: SiteSettingsRow;

test.beforeAll(async () => {
  original = await readPublished();
});

test.beforeEach(async () => {
  // Nothing published: each test starts from the default order unless it publishes one.
  await publish({ config: {}, section_order: [] });
});

test.afterAll(async () => {
  await publish(original);
});

test('the served page holds every section in the default order, no loading state', async ({ request }) => {
  // A page the server rendered before this test's publish may be served for up to a minute.
  test.setTimeout(90_000);
  let html = '';
  await expect
    .poll(
      async () => {
        html = await renderedHtml(request, '/');
        return [...html.matchAll(/data-home-section="(\w+)"/g)].map((match) => match[1]);
      },
      { timeout: 65_000, intervals: [2_000] },
    )
    .toEqual(DEFAULT_ORDER);
  expect(html).not.toContain('>Loading...<');
});

test('rendered in the browser, every section shows in the default order, with Loading... until the settings arrive', async ({ page }) => {
  // A host that serves pages for the browser to render, as the site does when server rendering
  // fails (the database or a remote slow or down): the browser asks for the published settings.
  const host = await startPageServer({
    root: 'host/dist',
    port: BROWSER_RENDERED_PORT,
    supabase: { url: supabaseUrl() ?? '' },
    mounts: { '/embed.js': 'widget/dist/embed.js', '/embed-assets': 'widget/dist/embed-assets' },
  });
  try {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/rest/v1/site_settings*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`http://localhost:${BROWSER_RENDERED_PORT}/`);
    await expect(page.getByRole('main').getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sectionOrder(page)).toEqual(DEFAULT_ORDER);

    await scrollThrough(page);
    const main = page.getByRole('main');
    for (const heading of ['How it works', 'One agent, every channel', 'Benefits for real estate', 'Use cases']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 2, name: 'Ready to never miss a lead again?' })).toBeVisible();
    for (const channel of ['Voice calls', 'WhatsApp', 'SMS', 'Email']) {
      await expect(main.getByRole('list', { name: 'Channels' }).getByText(channel, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 3, name: '24/7 Availability' })).toBeVisible();
  } finally {
    await host.close();
  }
});

test('a local preview order wins, skipping unknown components', async ({ page }) => {
  await publish({ config: {}, section_order: [entry('TestimonialsSection')] });
  const local = [entry('CallToActionSection'), entry('PressLogosSection'), entry('HeroSection')];
  await page.addInitScript((order) => localStorage.setItem('homepageSectionOrder', order), JSON.stringify(local));
  await page.goto('/');
  // The served page shows what was published; the preview, known only to this browser, follows.
  await expect.poll(() => sectionOrder(page)).toEqual(['CallToActionSection', 'HeroSection']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started Now' })).toBeVisible();
});

test('an unparseable local order keeps the default', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('homepageSectionOrder', '{not json'));
  await trackHydration(page);
  await page.goto('/');
  // A stored preview, even a broken one, has the browser render the page afresh.
  await shellHydrated(page);
  await expect.poll(() => sectionOrder(page)).toEqual(DEFAULT_ORDER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('visitors get the order and texts the admin published in site_settings', async ({ page }) => {
  await publish({
    config: { texts: [{ id: 'hero-title', section: 'hero', field: 'title', content: 'Every buyer called in a minute' }] },
    section_order: [entry('TestimonialsSection'), entry('HeroSection'), entry('CallToActionSection')],
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Every buyer called in a minute' })).toBeVisible();
  expect(await sectionOrder(page)).toEqual(['TestimonialsSection', 'HeroSection', 'CallToActionSection']);
});

test('key features come from the database: active ones in display order, under the section title', async ({ page }) => {
  const features = (await anon('key_features?select=title&is_active=eq.true&order=display_order')) as { title: string }[];
  const [section] = (await anon('key_features_section?select=title')) as { title: string }[];
  const inactive = (await anon('key_features?select=title&is_active=eq.false')) as { title: string }[];
  expect(features.length).toBeGreaterThan(0);
  await page.goto('/');
  await page.locator('[data-home-section="KeyFeaturesSection"]').scrollIntoViewIfNeeded();
  const grid = page.locator('#key-features');
  await expect(grid.getByRole('heading', { level: 2 })).toHaveText(section?.title ?? 'Key Features');
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(features.map((feature) => feature.title));
  for (const feature of inactive) await expect(grid.getByText(feature.title)).toHaveCount(0);
});

test('testimonials come from the database, with the link to the case studies', async ({ page }) => {
  const rows = (await anon('testimonials?select=name,metrics_percentage&is_active=eq.true&order=display_order')) as {
    name: string;
    metrics_percentage: string;
  }[];
  const [section] = (await anon('testimonials_section?select=view_all_text')) as { view_all_text: string }[];
  await page.goto('/');
  await page.locator('[data-home-section="TestimonialsSection"]').scrollIntoViewIfNeeded();
  const testimonials = page.locator('#testimonials');
  await expect(testimonials.getByRole('listitem').locator('strong').first()).toBeVisible();
  for (const row of rows) {
    await expect(testimonials.getByText(row.name, { exact: true })).toBeVisible();
    if (row.metrics_percentage) await expect(testimonials.getByText(row.metrics_percentage, { exact: true })).toBeVisible();
  }
  await expect(testimonials.getByRole('img', { name: /Rated \d out of 5/ }).first()).toBeVisible();
  const link = testimonials.getByRole('link', { name: section?.view_all_text || 'View all case studies' });
  await expect(link).toHaveAttribute('href', '/case-studies');
});

test('use cases: tabs with a side list; choosing a tab selects its first use case', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-home-section="UseCasesSection"]').scrollIntoViewIfNeeded();
  const section = page.locator('#use-cases');
  await expect(section.getByRole('tab', { name: 'B2C Use Cases' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('heading', { level: 3, name: 'Property Search' })).toBeVisible();

  await section.getByRole('button', { name: 'Home Loan Assistance' }).click();
  await expect(section.getByRole('heading', { level: 3, name: 'Home Loan Assistance' })).toBeVisible();
  await expect(section.getByRole('list', { name: 'Home Loan Assistance benefits' }).getByRole('listitem')).toHaveCount(3);

  await section.getByRole('tab', { name: 'Product Features' }).click();
  await expect(section.getByRole('heading', { level: 3, name: 'Multilingual Conversations' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Trust and Compliance' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Property Search' })).toHaveCount(0);
  await expect(section.getByRole('figure', { name: 'Multilingual Conversations demo' })).toBeVisible();

  await section.getByRole('button', { name: 'Try Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
});

test('use-case tabs follow the ARIA tabs keyboard pattern: arrows, Home and End move focus and selection', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-home-section="UseCasesSection"]').scrollIntoViewIfNeeded();
  const section = page.locator('#use-cases');
  const b2c = section.getByRole('tab', { name: 'B2C Use Cases' });
  const features = section.getByRole('tab', { name: 'Product Features' });
  await expect(section.getByRole('heading', { level: 3, name: 'Property Search' })).toBeVisible();
  await b2c.focus();
  await page.keyboard.press('ArrowRight');
  await expect(features).toBeFocused();
  await expect(features).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('heading', { level: 3, name: 'Multilingual Conversations' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(b2c).toBeFocused();
  await expect(b2c).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(features).toBeFocused();
  await page.keyboard.press('Home');
  await expect(b2c).toBeFocused();
  await expect(section.getByRole('heading', { level: 3, name: 'Property Search' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(features).toHaveAttribute('aria-selected', 'true');
  // One Tab stop for the tab list: the next Tab goes into the selected tab's panel.
  await page.keyboard.press('Tab');
  await expect(b2c).not.toBeFocused();
  await expect(features).not.toBeFocused();
});

test('use cases at 375 px: an All Use Cases accordion, one item open at a time', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.locator('[data-home-section="UseCasesSection"]').scrollIntoViewIfNeeded();
  const section = page.locator('#use-cases');
  await expect(section.getByRole('heading', { name: 'All Use Cases' })).toBeVisible();
  await expect(section.getByRole('tab')).toHaveCount(0);
  const first = section.getByRole('button', { name: 'Property Search' });
  const second = section.getByRole('button', { name: 'Lead Qualification' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // The wide layout is in the page too, hidden by CSS on a phone: read the accordion's own panel.
  const firstPanel = section.getByRole('region', { name: 'Property Search' });
  await expect(firstPanel.getByText(/2 BHK near a metro station/)).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();
  await expect(section.getByRole('button', { name: 'Try Now' })).toHaveCount(0);
});

test('the hero plays the built-in demo video, muted and looping', async ({ page }) => {
  await page.goto('/');
  const video = page.getByRole('figure', { name: 'Vaani AI product demo' }).locator('video');
  await expect(video).toHaveAttribute('src', '/demo-video.mp4');
  await expect(page.getByRole('group', { name: 'Vaani AI product demo controls' })).toHaveAttribute('data-status', 'playing');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
  const served = await page.request.get('/demo-video.mp4');
  expect(served.headers()['content-type']).toContain('video/mp4');
});

test('the hero and call-to-action buttons open their dialogs', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Try Now' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Book Demo' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('[data-home-section="CallToActionSection"]').scrollIntoViewIfNeeded();
  const cta = page.locator('[data-home-section="CallToActionSection"]');
  await cta.getByRole('button', { name: 'Book Demo' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await cta.getByRole('button', { name: 'Get Started Now' }).click();
  await expect(page.getByRole('dialog', { name: /get started/i })).toBeVisible();
});

test('no autoplay for a visitor who asked for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const controls = page.getByRole('group', { name: 'Vaani AI product demo controls' });
  await expect(controls).toHaveAttribute('data-status', 'paused');
  await expect(controls.getByRole('button', { name: 'Play video' })).toBeVisible();
  await controls.getByRole('button', { name: 'Play video' }).click();
  await expect(controls).toHaveAttribute('data-status', 'playing');
});

test('the demo video is looked up first, every use case about 2 s later, each once per visit', async ({ page }) => {
  const lookups: { useCase: string; at: number }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/get_public_media')) {
      lookups.push({ useCase: (request.postDataJSON() as { p_use_case: string }).p_use_case, at: Date.now() });
    }
  });
  await page.goto('/');
  await expect.poll(() => lookups.length, { timeout: 10_000 }).toBe(12);
  const [demo, ...useCases] = lookups;
  expect(demo?.useCase).toBe('demo');
  expect(useCases.map((lookup) => lookup.useCase).sort()).toEqual(
    [
      'propertySearch', 'leadQualification', 'postSaleSupport', 'rentalManagement', 'virtualTours', 'documentExplanation',
      'homeLoanAssistance', 'postPurchase', 'multilingual', 'bandwidth', 'trust',
    ].sort(),
  );
  for (const lookup of useCases) expect(lookup.at - (demo?.at ?? 0)).toBeGreaterThanOrEqual(1900);

  await page.locator('[data-home-section="UseCasesSection"]').scrollIntoViewIfNeeded();
  const section = page.locator('#use-cases');
  await section.getByRole('tab', { name: 'Product Features' }).click();
  await section.getByRole('button', { name: 'Trust and Compliance' }).click();
  // No video of its own: the spec's words, not the demo video passed off as this use case's.
  const figure = section.getByRole('figure', { name: 'Trust and Compliance demo' });
  await expect(figure.getByText('No demo video available')).toBeVisible();
  await expect(figure.getByText('Upload a video through the admin panel to display it here')).toBeVisible();
  await expect(figure.locator('video')).toHaveCount(0);
  expect(lookups).toHaveLength(12);
});

test('the served use cases are already the layout of the screen, phone or desktop: nothing swaps when the section hydrates', async ({ browser }) => {
  for (const { width, height, visible, hidden } of [
    { width: 412, height: 823, visible: 'All Use Cases', hidden: 'B2C Use Cases' },
    { width: 1366, height: 900, visible: 'B2C Use Cases', hidden: 'All Use Cases' },
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const section = page.locator('#use-cases');
    await expect(section.getByText(visible, { exact: true }), `${width} px`).toBeVisible();
    await expect(section.getByText(hidden, { exact: true }), `${width} px`).toBeHidden();
    await context.close();
  }
});

test('without JavaScript the callback form and the newsletter box are on the page, labelled and visible', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const callback = page.getByRole('form', { name: 'Request a callback' });
  for (const label of ['Business Email', 'Country code', 'Contact Number', 'First Name']) await expect(callback.getByLabel(label)).toBeVisible();
  await expect(callback.getByRole('button', { name: 'Request Callback' })).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  await expect(footer.getByLabel('Email address')).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading (callback|newsletter) form/ })).toHaveCount(0);
  await context.close();
});

const CLS_HOST_PORT = 5197;

test('CLS 0 while the whole home page is read top to bottom, each section hydrating on the way, on a phone and a desktop', async ({ browser }) => {
  // A host of its own, started after this test's publish: its pages are rendered with the
  // settings the browser then reads, as for any visitor but the one right after a publish.
  const host = await startSsrHost(CLS_HOST_PORT);
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 412, height: 823 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL: `http://localhost:${CLS_HOST_PORT}` });
    const page = await context.newPage();
    // Every shift from the first paint on, the ones right after an input included (Lighthouse
    // leaves those out; a reader scrolling does not cause shifts by right).
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
          const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName)));
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += Math.round(viewport.height / 2)) {
      await page.mouse.wheel(0, Math.round(viewport.height / 2));
      await page.waitForTimeout(150);
    }
    await page.locator('footer').scrollIntoViewIfNeeded();
    // Every section (and the footer's newsletter box) has hydrated: none is still marked.
    await expect
      .poll(() => page.locator('[data-hydrating]').evaluateAll((regions) => regions.map((region) => region.outerHTML.slice(0, 200))), { timeout: 10_000 })
      .toEqual([]);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
    expect(shifts, `${viewport.width}×${viewport.height}`).toEqual([]);
    await context.close();
  }
  await host.close();
});
