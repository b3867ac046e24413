import type { Response } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { elementLive } from '../support/hydration.ts';
import { countReactRenderers } from '../support/react-renderers.ts';

/** A remote's own shared modules, or its own import helper that would load them. */
const REMOTE_OWN_COPIES = /__federation_shared_|__federation_fn_import/;

test('host and remotes run on one React and one styled-components', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const sharedFromRemotes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The host's own build is served from /assets/ on its port; the widget's site build is a remote.
    const fromHost = url.port === '5173' && url.pathname.startsWith('/assets/');
    if (!fromHost && REMOTE_OWN_COPIES.test(url.pathname)) sharedFromRemotes.push(request.url());
  });
  const reactRenderers = await countReactRenderers(page);

  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  // The forms remote's newsletter box is served, and hydrates (its code loads) as the footer nears the viewport.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await elementLive(page.locator('footer').getByLabel('Email address'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simple Pricing That Grows With You' })).toBeVisible();

  expect(await reactRenderers()).toBe(1);
  // Every styled-components copy injects its own <style data-styled> into the document head.
  await expect(page.locator('head style[data-styled]')).toHaveCount(1);
  // The remotes took react, styled-components, the stores… from the host instead of their own
  // fallbacks, through the host's import helper (the page's one copy) instead of their own.
  expect(sharedFromRemotes).toEqual([]);
  expect(warnings.filter((w) => /several instances|Invalid hook call|more than one copy of React/i.test(w))).toEqual([]);
});

// A message only react-router's own code holds: each script carrying it is a copy of the router.
const ROUTER_CODE = 'may be used only in the context of a <Router> component';

test("a remote's links route on the host's one router", async ({ page }) => {
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) responses.push(response);
  };
  page.on('response', onResponse);

  await page.goto('/solutions');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The marketing remote renders this link: with a router of its own it would have no <Router> above it.
  const link = page.getByRole('link', { name: 'See the real-estate solution' });
  await elementLive(link);
  await link.click();
  await expect(page).toHaveURL(/\/solutions\/real-estate$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigated without reloading the page').toBe(true);

  // Read once listening has stopped: a piece loading as it nears the viewport may still be on its way.
  page.off('response', onResponse);
  const scripts = responses.map(async (response) => ({ url: response.url(), code: await response.text() }));
  const routerCopies = (await Promise.all(scripts)).filter(({ code }) => code.includes(ROUTER_CODE)).map(({ url }) => new URL(url).pathname);
  expect(routerCopies).toEqual([expect.stringMatching(/__federation_shared_@vaani\/router-[\w-]+\.js$/)]);
});
