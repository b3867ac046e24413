// What the site sends to keep a visitor's browser safe: the security headers, a policy that stops
// injected script, pages that refuse to be framed where a click could be stolen, and a stored
// value the database's checks were bypassed for still reaching no page as markup.
import pg from 'pg';
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { localDatabaseUrl } from '../support/local-supabase.ts';
import { startSsrHost } from '../ssr/support/ssr-host.ts';
import { expect, test } from '../support/test.ts';

const SITE = 'http://localhost:5173';
const FRESH_HOST_PORT = 5194;

test('every page carries the security headers; /auth and /admin refuse framing', async ({ request }) => {
  for (const pathname of ['/', '/auth', '/admin', '/case-studies']) {
    const response = await request.get(`${SITE}${pathname}`);
    const headers = response.headers();
    expect(headers['x-content-type-options'], pathname).toBe('nosniff');
    expect(headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
    const scriptSrc = headers['content-security-policy']?.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc, pathname).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc, pathname).not.toContain('unsafe-inline');
    const unframeable = pathname === '/auth' || pathname === '/admin';
    expect(headers['content-security-policy']?.includes("frame-ancestors 'none'"), pathname).toBe(unframeable);
    expect(headers['x-frame-options'], pathname).toBe(unframeable ? 'DENY' : undefined);
  }
});

test('the policy stops a script injected into the page (the served early-tap script runs: no violation)', async ({ page, cspViolations }) => {
  await page.goto(SITE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain("Executing inline script violates the following Content Security Policy directive 'script-src 'self'");
  cspViolations.length = 0;
});

test('another site cannot frame the sign-in page', async ({ page, cspViolations }) => {
  await page.goto(PARTNER_URL);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${SITE}/auth`);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain("frame-ancestors 'none'");
  expect(await page.frameLocator('iframe').getByRole('button', { name: 'Sign In' }).count()).toBe(0);
  cspViolations.length = 0;
});

test('a hostile colour and link planted past the database checks reach no page as markup', async ({ page }) => {
  const db = new pg.Client({ connectionString: localDatabaseUrl() });
  await db.connect();
  const { rows } = await db.query<{ config: unknown }>('select config from public.site_settings where id');
  const original = rows[0]?.config ?? {};
  const hostile = {
    styles: { colors: [{ id: 'primary', value: '#123456</style><img src=x onerror="window.__owned=1">' }] },
    links: [{ id: 'get-started', url: 'javascript:window.__owned=2' }],
  };
  const plant = async (config: unknown) => {
    // Triggers (the table's checks) are skipped for this session only: what a restore of an old
    // dump or a hand-made fix could leave behind.
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query('insert into public.site_settings (id, config) values (true, $1) on conflict (id) do update set config = excluded.config', [JSON.stringify(config)]);
    await db.query('commit');
  };
  await plant(hostile);
  const host = await startSsrHost(FRESH_HOST_PORT);
  try {
    const html = await (await fetch(`http://localhost:${FRESH_HOST_PORT}/`)).text();
    expect(html).toContain('<h1');
    expect(html).not.toContain('<img src=x');
    // The hydration data may carry the stored text (JSON, escaped); no attribute or element does.
    expect(html).not.toMatch(/href="javascript:/i);
    await page.goto(`http://localhost:${FRESH_HOST_PORT}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
  } finally {
    await host.close();
    await plant(original);
    await db.end();
  }
});

test('markup and script addresses in a stored Markdown page reach no page, served or hydrated', async ({ page }) => {
  const db = new pg.Client({ connectionString: localDatabaseUrl() });
  await db.connect();
  const { rows } = await db.query<{ body: string }>("select body from public.site_pages where slug = 'terms-of-service'");
  const original = rows[0]!.body;
  const hostile = 'Our terms. <img src=x onerror="window.__owned=1"> <script>window.__owned=2</script> [Read more](javascript:window.__owned=3)\n\n<iframe src="javascript:window.__owned=4"></iframe>';
  const plant = async (body: string) => {
    // Without the triggers: the record of changes keeps no entry of this test.
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query("update public.site_pages set body = $1 where slug = 'terms-of-service'", [body]);
    await db.query('commit');
  };
  await plant(hostile);
  const host = await startSsrHost(FRESH_HOST_PORT);
  try {
    const html = await (await fetch(`http://localhost:${FRESH_HOST_PORT}/terms-of-service`)).text();
    expect(html).toContain('Our terms.');
    expect(html).not.toMatch(/<img src=x|<script>window|<iframe/i);
    expect(html).not.toMatch(/href="javascript:/i);
    await page.goto(`http://localhost:${FRESH_HOST_PORT}/terms-of-service`);
    await expect(page.getByRole('link', { name: 'Read more' })).toBeVisible();
    expect(await page.locator('main article').locator('img, script, iframe, a[href^="javascript:" i]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
  } finally {
    await host.close();
    await plant(original);
    await db.end();
  }
});
