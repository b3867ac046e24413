// The page a route answers with: the rendered one when there is one, else the route's own HTML with
// the status its data gives (301 to a renamed page, 404 for a missing row, found when the database
// cannot say), and no page for a path no route has.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRoutePages } from './route-pages.mjs';

function build() {
  const root = mkdtempSync(path.join(tmpdir(), 'route-pages-'));
  mkdirSync(path.join(root, 'case-studies/_slug'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<head></head>home');
  writeFileSync(path.join(root, 'case-studies/_slug/index.html'), '<head><link rel="canonical" href="%P%"></head>');
  const routes = [
    { pattern: '/', file: 'index.html' },
    { pattern: '/admin/*', file: 'index.html' },
    { pattern: '/case-studies/:slug', file: 'case-studies/_slug/index.html' },
  ];
  writeFileSync(path.join(root, 'routes.json'), JSON.stringify({ pathToken: '%P%', routes }));
  return root;
}

const entry = {
  FIRST_LANDING_SCRIPT: 'landed()',
  async resolveRoute(pathname: string) {
    if (pathname === '/case-studies/old') return { status: 301, location: '/case-studies/new' };
    if (pathname === '/case-studies/down') throw new Error('database down');
    return { status: pathname === '/case-studies/gone' ? 404 : 200 };
  },
};

describe('route pages', () => {
  const root = build();

  it('serves the rendered page when the renderer has one', async () => {
    const page = createRoutePages({ root, entry, render: async (pathname) => ({ status: 200, html: `rendered ${pathname}`, cache: 'miss' }) });
    expect(await page('/case-studies/x/')).toEqual({ status: 200, html: 'rendered /case-studies/x', cache: 'miss', route: '/case-studies/:slug' });
  });

  it("unrendered (and why), the route's HTML with its path, the landing script first, and the status of its data", async () => {
    const page = createRoutePages({ root, entry, render: async () => ({ fallback: 'deadline' }) });
    expect(await page('/case-studies/a<b')).toEqual({
      status: 200,
      html: '<head><script>landed()</script><link rel="canonical" href="/case-studies/a&lt;b"></head>',
      cache: 'none',
      route: '/case-studies/:slug',
      fallback: 'deadline',
    });
    expect((await page('/case-studies/gone'))?.status).toBe(404);
    expect(await page('/case-studies/old')).toMatchObject({ status: 301, location: '/case-studies/new', html: '', cache: 'none' });
    expect((await page('/case-studies/down'))?.status).toBe(200);
    expect((await page('/admin/team/1'))?.status).toBe(200);
  });

  it('has no page for a path no route matches', async () => {
    const page = createRoutePages({ root, entry });
    expect(await page('/nope')).toBeNull();
    expect(await page('/case-studies/a/b')).toBeNull();
  });
});
