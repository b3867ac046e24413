import { describe, expect, it } from 'vitest';
import { findRoute } from './find-route.ts';
import { ROUTE_HEADS } from './route-heads.ts';
import { ROUTES } from './route-table.ts';

describe('route table', () => {
  it('declares every route of site-spec §2, and the staff preview of a case study', () => {
    expect(ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/solutions/real-estate',
      '/solutions',
      '/faq',
      '/case-studies',
      '/case-studies/:slug',
      '/preview/case-studies/:id',
      '/pricing',
      '/contact-us',
      '/privacy-policy',
      '/terms-of-service',
      '/blog',
      '/about-us',
      '/resources',
      '/auth',
      '/admin/*',
    ]);
  });

  it('gives every public page its own title and description and robots "index, follow"', () => {
    const pub = ROUTES.filter((r) => !r.path.startsWith('/admin') && r.path !== '/auth' && !r.signedIn);
    expect(new Set(pub.map((r) => ROUTE_HEADS[r.id].title)).size).toBe(pub.length);
    for (const route of pub) {
      expect(route.robots).toBe('index, follow');
      expect(ROUTE_HEADS[route.id].description.length).toBeGreaterThan(40);
      expect(ROUTE_HEADS[route.id].keywords.length).toBeGreaterThan(0);
    }
  });

  it('finds routes by path, alias and parameter, and nothing for unknown paths', () => {
    expect(findRoute('/contact')?.id).toBe('contact');
    expect(findRoute('/contact-us')?.id).toBe('contact');
    expect(findRoute('/case-studies/riverside-homes')?.id).toBe('case-study');
    expect(findRoute('/admin/case-studies/edit/7')?.id).toBe('admin');
    expect(findRoute('/preview/case-studies/7')?.id).toBe('case-study-preview');
    expect(findRoute('/solutions/real-estate')?.id).toBe('real-estate');
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/faq/extra')).toBeUndefined();
  });
});
