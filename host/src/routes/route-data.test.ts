// A route's data as the page server reads it before rendering: a case study's status, head and row
// from one read of its row (its old slugs asked only when no story has it), a site page's head.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRouteData, resolveRoute } from './route-data.ts';
import { routeById } from './route-table.ts';

const STORY = { title: 'Skyline', slug: 'skyline', summary: 'Called back in a minute.', seo_title: null, seo_description: '', social_image: null };

/** The REST API as visitors reach it: one story, one old slug leading to it. */
function database(down = false) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url).pathname.replace('/rest/v1/', '');
    asked.push(path);
    if (down) return new Response('down', { status: 503 });
    const query = new URL(url).searchParams;
    const rows =
      path === 'case_studies' && query.get('slug') === 'eq.skyline'
        ? [STORY]
        : path === 'case_study_redirects' && query.get('old_slug') === 'eq.old-skyline'
          ? [{ case_studies: { slug: 'skyline' } }]
          : [];
    return Response.json(rows);
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route data', () => {
  const signal = AbortSignal.timeout(5000);

  it("a case study: found with its own head from one read of its row, which its page then reads from the cache", async () => {
    const asked = database();
    const data = await loadRouteData(routeById('case-study'), '/case-studies/skyline', signal);
    expect(asked).toEqual(['case_studies']);
    expect(data.status).toBe(200);
    expect(data.head).toEqual({ title: 'Skyline', description: 'Called back in a minute.', searchTitle: undefined, image: undefined });
    expect(data.queries).toEqual([[['case-studies', 'route', 'skyline'], { status: 200, study: expect.objectContaining({ slug: 'skyline', seo_title: '' }) }]]);
  });

  it('an old slug leads to the current one (301); an unknown slug is not found; no route is not found', async () => {
    database();
    expect(await resolveRoute('/case-studies/old-skyline', signal)).toEqual({ status: 301, location: '/case-studies/skyline' });
    expect(await resolveRoute('/case-studies/nothing', signal)).toEqual({ status: 404, location: undefined });
    expect(await resolveRoute('/no/such/page', signal)).toEqual({ status: 404 });
    expect(await resolveRoute('/pricing', signal)).toEqual({ status: 200, location: undefined });
  });

  it("a database that cannot answer: a case study's read rejects (the browser decides), a site page keeps its standard head", async () => {
    database(true);
    await expect(loadRouteData(routeById('case-study'), '/case-studies/skyline', signal)).rejects.toThrow();
    expect(await loadRouteData(routeById('contact'), '/contact', signal)).toEqual({ status: 200, queries: [] });
  });
});
