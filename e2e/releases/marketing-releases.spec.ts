// Independent releases of the marketing remote (docs/releasing.md), as a remote team ships them
// and visitors meet them: release 1 made by `npm run release`, release 2 the same build with
// another page title (deriveRelease), each an immutable folder in a releases folder of this
// spec's own, served by a page server of its own that reads the live records there.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { elementLive } from '../support/hydration.ts';
import { expect, test, type ConsoleMessage, type Page } from '../support/test.ts';
import { startPageServer } from '../../host/server/page-server.mjs';
import { builtRelease, deriveRelease } from '../../scripts/bench/support/derived-release.mjs';
import { supabaseUrl } from '../../scripts/local-env.mjs';

const PORT = 5171;
const SITE = `http://localhost:${PORT}`;
const TITLE_1 = 'Simple Pricing That Grows With You';
const TITLE_2 = 'Simple Pricing, Release Two';
const RELEASE_2 = 'e2e000000002';
const REACT_18 = 'e2e000000018';

const releases = mkdtempSync(path.join(tmpdir(), 'vaani-e2e-releases-'));
let release1 = '';
let server: Awaited<ReturnType<typeof startPageServer>> | undefined;

function npmRun(...args: string[]) {
  const { status, stdout, stderr } = spawnSync('node', ['scripts/release.mjs', ...args], { encoding: 'utf8', env: { ...process.env, RELEASES_DIR: releases } });
  return { status, output: `${stdout}${stderr}` };
}

/** The served HTML of /pricing for a new visitor (no cookie, no cache). */
const servedPricing = async () => (await fetch(`${SITE}/pricing`)).text();

const complaint = (message: ConsoleMessage) =>
  (message.type() === 'error' && !/net::ERR_INTERNET_DISCONNECTED|net::ERR_NAME_NOT_RESOLVED/.test(message.text())) ||
  (message.type() === 'warning' && /hydrat|did not match|server/i.test(message.text()));

/** Every failed request, error status and console complaint of a page. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (complaint(message)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function newVisitorSees(page: Page, title: string) {
  const problems = watch(page);
  const response = await page.goto(`${SITE}/pricing`);
  expect(await response?.text()).toContain(title);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await elementLive(heading);
  await page.waitForLoadState('networkidle');
  await expect(heading).toBeVisible();
  expect(problems).toEqual([]);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  execFileSync('nice', ['-n', '10', 'node', 'scripts/release.mjs', 'release', 'marketing', '--local'], { env: { ...process.env, RELEASES_DIR: releases }, stdio: 'pipe' });
  release1 = builtRelease(releases, 'marketing');
  const from = { releasesDir: releases, remote: 'marketing', from: release1 };
  deriveRelease({ ...from, version: RELEASE_2, edit: (code) => code.replaceAll(TITLE_1, TITLE_2) });
  deriveRelease({ ...from, version: REACT_18, record: (json) => ({ ...json, shared: { ...json.shared, react: { version: '18.3.1', range: '^18.3.1' } } }) });
  expect(npmRun('promote', 'marketing', release1).status).toBe(0);
  server = await startPageServer({
    root: 'host/dist',
    port: PORT,
    supabase: { url: supabaseUrl() ?? '' },
    ssr: { entry: 'host/dist-server/entry-server.mjs' },
    mounts: { '/embed.js': 'widget/dist/embed.js', '/embed-assets': 'widget/dist/embed-assets', '/releases': releases },
    releases: { source: releases },
  });
});

test.afterAll(async () => {
  await server?.close();
  rmSync(releases, { recursive: true, force: true });
});

test('a tab open on release 1 keeps working after release 2 is promoted; new visitors get release 2, and release 1 again within 5 s of a rollback', async ({ browser }) => {
  const open = await browser.newPage();
  const problems = watch(open);
  await open.goto(`${SITE}/pricing`);
  await elementLive(open.getByRole('heading', { level: 1, name: TITLE_1 }));
  await open.waitForLoadState('networkidle');

  expect(npmRun('promote', 'marketing', RELEASE_2)).toMatchObject({ status: 0 });
  await expect.poll(servedPricing, { timeout: 5000, intervals: [200] }).toContain(TITLE_2);

  // The open tab navigates on its release: its chunks are still there.
  await open.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(open.getByRole('heading', { level: 1, name: 'About Vaani AI' })).toBeVisible();
  await open.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(open.getByRole('heading', { level: 1, name: TITLE_1 })).toBeVisible();
  expect(problems).toEqual([]);

  await newVisitorSees(await browser.newPage(), TITLE_2);

  expect(npmRun('rollback', 'marketing')).toMatchObject({ status: 0 });
  await expect.poll(servedPricing, { timeout: 5000, intervals: [200] }).toContain(TITLE_1);
  await newVisitorSees(await browser.newPage(), TITLE_1);
});

test('a chunk of a release gone from the CDN reloads the page once to the live release, and not again within a minute', async ({ browser }) => {
  const open = await browser.newPage();
  await open.goto(`${SITE}/pricing`);
  await elementLive(open.getByRole('heading', { level: 1, name: TITLE_1 }));
  await open.waitForLoadState('networkidle');
  let reloads = 0;
  open.on('request', (request) => {
    if (request.isNavigationRequest()) reloads += 1;
  });
  const gone = (version: string) => open.route(`**/releases/marketing/${version}/**`, (route) => route.fulfill({ status: 404 }));

  // Release 1 is gone from the CDN and release 2 is live: the next page of the remote reloads to it.
  await gone(release1);
  expect(npmRun('promote', 'marketing', RELEASE_2)).toMatchObject({ status: 0 });
  await expect.poll(servedPricing, { timeout: 5000, intervals: [200] }).toContain(TITLE_2);
  await open.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click();
  // The reloaded page, once live (a click before hydration would be a page load of its own).
  await elementLive(open.getByRole('heading', { level: 1, name: 'About Vaani AI' }));
  expect(reloads).toBe(1);
  await open.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(open.getByRole('heading', { level: 1, name: TITLE_2 })).toBeVisible();

  // Within the minute, the same again (a rollback, release 2 gone too) shows the fallback instead.
  await gone(RELEASE_2);
  expect(npmRun('rollback', 'marketing')).toMatchObject({ status: 0 });
  await expect.poll(servedPricing, { timeout: 5000, intervals: [200] }).toContain(TITLE_1);
  await open.getByRole('banner').getByRole('link', { name: 'Case Studies', exact: true }).click();
  await expect(open.getByRole('alert').filter({ hasText: 'could not be loaded.' })).toBeVisible();
  expect(reloads).toBe(1);
});

test('a release built against another React major is refused by promote and, forced into the record, not loaded', async ({ browser }) => {
  const refused = npmRun('promote', 'marketing', REACT_18);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('react: the host has 19.');
  const live = JSON.parse(readFileSync(path.join(releases, 'marketing/live.json'), 'utf8'));
  writeFileSync(path.join(releases, 'marketing/live.json'), JSON.stringify({ ...live, version: REACT_18 }));
  // Two polls of the record later, the release live before is still what visitors get.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect((await (await fetch(`${SITE}/remotes.json`)).json()).marketing).toBe(`/releases/marketing/${live.version}/assets/remoteEntry.js`);
  await newVisitorSees(await browser.newPage(), TITLE_1);
});
