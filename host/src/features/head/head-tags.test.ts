import { describe, expect, it } from 'vitest';
import { routeById } from '../../routes/route-table.ts';
import { applyHeadTags } from './show-head-tags.ts';
import { headTagsForRoute, notFoundHeadTags } from './head-tags.ts';
import { renderHeadHtml } from './render-head-html.ts';

const ORIGIN = 'https://vaani.example';

describe('head tags', () => {
  it('point aliases at the main path and pattern routes at their own address', () => {
    expect(headTagsForRoute(routeById('contact'), '/contact', ORIGIN).canonical).toBe(`${ORIGIN}/contact-us`);
    expect(headTagsForRoute(routeById('case-study'), '/case-studies/a-b', ORIGIN).canonical).toBe(`${ORIGIN}/case-studies/a-b`);
  });

  it('take a page’s own title and description over the route’s, e.g. a case study from its row', () => {
    const tags = headTagsForRoute(routeById('case-study'), '/case-studies/a-b', ORIGIN, { title: 'Story', description: 'Summary' });
    expect(tags.title).toBe('Story | Vaani AI');
    expect(tags.meta).toContainEqual({ attribute: 'name', key: 'description', content: 'Summary' });
    expect(tags.meta).toContainEqual({ attribute: 'property', key: 'og:title', content: 'Story | Vaani AI' });
    expect(tags.meta).toContainEqual({ attribute: 'property', key: 'og:type', content: 'article' });
  });

  it('take what an editor set for search results and link previews: the search title as it is, the social image', () => {
    const page = { title: 'Story', description: 'Search words', searchTitle: 'Thane buyers, called in a minute', image: '/storage/v1/object/public/images/share.png' };
    const tags = headTagsForRoute(routeById('case-study'), '/case-studies/a-b', ORIGIN, page);
    expect(tags.title).toBe('Thane buyers, called in a minute');
    expect(tags.meta).toContainEqual({ attribute: 'name', key: 'description', content: 'Search words' });
    expect(tags.meta).toContainEqual({ attribute: 'property', key: 'og:image', content: `${ORIGIN}/storage/v1/object/public/images/share.png` });
    expect(tags.meta).toContainEqual({ attribute: 'name', key: 'twitter:image', content: `${ORIGIN}/storage/v1/object/public/images/share.png` });
  });

  it('render to HTML with one title, one canonical and escaped content', () => {
    const html = renderHeadHtml({
      title: 'A & B',
      canonical: `${ORIGIN}/x`,
      meta: [{ attribute: 'name', key: 'description', content: '"quoted" <b>' }],
      jsonLd: [{ text: '</script><script>alert(1)</script>' }],
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('content="&quot;quoted&quot; &lt;b&gt;"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('apply to the live document, replacing the previous page’s tags', () => {
    applyHeadTags(headTagsForRoute(routeById('home'), '/', ORIGIN));
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);

    applyHeadTags(headTagsForRoute(routeById('pricing'), '/pricing', ORIGIN));
    expect(document.title).toBe('Pricing | Vaani AI');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/pricing`);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${ORIGIN}/pricing`);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);

    applyHeadTags(notFoundHeadTags(ORIGIN));
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });
});
