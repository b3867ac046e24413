// Releases of the widget (docs/releasing.md), as partner pages meet them: a partner page loaded
// `embed.js` of release 1 (made by `npm run release -- widget`); release 2 (the same build with
// every chunk under another name, as a changed widget gets) is promoted; the page, still running
// release 1's loader, asks for release 1's chunks when its visitor opens a dialog, and gets them.
// The page server is one of this spec's own over a releases folder of its own; the partner page's
// script tag names the site (5173), so its embed requests are answered from that server.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { expect, stubKeys, test } from '../widget/support/fixtures.ts';
import { blockTurnstile } from '../widget/support/scripted-turnstile.ts';
import { startPageServer } from '../../host/server/page-server.mjs';
import { builtRelease, deriveRelease } from '../../scripts/bench/support/derived-release.mjs';
import { supabaseUrl } from '../../scripts/local-env.mjs';

const PORT = 5171;
const SITE = `http://localhost:${PORT}`;
const RELEASE_2 = 'e2e0000000a2';

const releases = mkdtempSync(path.join(tmpdir(), 'vaani-e2e-widget-releases-'));
let release1 = '';
let server: Awaited<ReturnType<typeof startPageServer>> | undefined;

const promote = (version: string) =>
  spawnSync('node', ['scripts/release.mjs', 'promote', 'widget', version], { encoding: 'utf8', env: { ...process.env, RELEASES_DIR: releases } }).status;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  execFileSync('nice', ['-n', '10', 'node', 'scripts/release.mjs', 'release', 'widget', '--local'], { env: { ...process.env, RELEASES_DIR: releases }, stdio: 'pipe' });
  release1 = builtRelease(releases, 'widget');
  // Release 2's chunks get names of their own: release 1's exist only in release 1's folder.
  const assets = path.join(releases, 'widget', release1, 'embed-assets');
  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const renamed = (name: string) => name.replace(/\.js$/, 'r2.js');
  deriveRelease({
    releasesDir: releases,
    remote: 'widget',
    from: release1,
    version: RELEASE_2,
    edit: (code) => chunks.reduce((text, name) => text.replaceAll(name, renamed(name)), code),
  });
  const assets2 = path.join(releases, 'widget', RELEASE_2, 'embed-assets');
  for (const name of readdirSync(assets2)) {
    if (name.endsWith('.gz')) rmSync(path.join(assets2, name));
    else if (chunks.includes(name)) renameSync(path.join(assets2, name), path.join(assets2, renamed(name)));
  }
  expect(promote(release1)).toBe(0);
  server = await startPageServer({
    root: 'host/dist',
    port: PORT,
    supabase: { url: supabaseUrl() ?? '' },
    // No plain build of the widget beside the releases: every embed file comes from a release.
    mounts: { '/releases': releases },
    releases: { source: releases },
  });
});

test.afterAll(async () => {
  await server?.close();
  rmSync(releases, { recursive: true, force: true });
});

test('a partner page loaded before a widget release still opens its dialog after it', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await blockTurnstile(page);
  await stubKeys(page);
  await page.route(/^http:\/\/localhost:5173\/embed(\.js|-assets\/)/, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace('http://localhost:5173', SITE) });
    await route.fulfill({ response });
  });
  await page.goto(PARTNER_URL);
  await expect(page.getByRole('button', { name: 'AI Sales Agent' })).toBeVisible();

  expect(promote(RELEASE_2)).toBe(0);
  // The page server takes release 2 within seconds: its loader names release 2's chunks.
  await expect.poll(async () => (await fetch(`${SITE}/embed.js`)).text(), { timeout: 5000, intervals: [200] }).toContain('r2.js');

  await page.getByRole('button', { name: 'Get a call from our agent' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
  expect(failed).toEqual([]);
});
