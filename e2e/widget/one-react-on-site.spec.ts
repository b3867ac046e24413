// On our own site the three elements are the federated build of the widget: their views run on
// the host's React, react-dom and styled-components, and the standalone chunks never load.
import { expect, test } from '../support/test.ts';
import { stubKeys } from './support/fixtures.ts';
import { countReactRenderers } from '../support/react-renderers.ts';

test('each element opens on the host page with one React, one styled-components and no standalone bundle', async ({ page }) => {
  await stubKeys(page);
  const reactCopies = await countReactRenderers(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();

  await page.getByRole('button', { name: 'AI Sales Agent' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Sales Agent' });
  await expect(panel.getByRole('button', { name: 'Start Call' })).toBeEnabled();
  expect(await reactCopies()).toBe(1);
  await panel.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'Try Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
  expect(await reactCopies()).toBe(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Book Demo' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
  expect(await reactCopies()).toBe(1);

  // Every styled-components copy injects its own <style data-styled> into the document head.
  await expect(page.locator('head style[data-styled]')).toHaveCount(1);
  expect(scripts.filter((url) => url === '/embed.js' || /^\/embed-assets\/(?!site\/)/.test(url))).toEqual([]);
  expect(scripts.some((url) => url.startsWith('/embed-assets/site/'))).toBe(true);
  // The shared modules came from the host, through the host's import helper, not from the widget
  // build's own fallbacks (its own import helper loads those).
  const ownCopies = /__federation_shared_|__federation_fn_import/;
  expect(scripts.filter((url) => url.startsWith('/embed-assets/site/') && ownCopies.test(url))).toEqual([]);
});

test('if the federated build cannot be loaded, the site falls back to embed.js and the elements still work', async ({ page }) => {
  await stubKeys(page);
  await page.route('**/embed-assets/site/assets/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Try Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a Demo Call' });
  await expect(dialog).toBeVisible();
  expect(scripts).toContain('/embed.js');
  // Still our own site: its words, not the ones partner pages get ("Email").
  await expect(dialog.getByLabel('Business Email')).toBeVisible();
});
