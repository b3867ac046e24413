import { expect, test } from '../support/test.ts';
import { SSR_PORT, publicRows, served, textOf } from './support/served-html.ts';
import { startSsrHost } from './support/ssr-host.ts';
import { publish, readPublished, type SiteSettingsRow } from '../support/published-settings.ts';

let host: Awaited<ReturnType<typeof startSsrHost>> | undefined;
let original: SiteSettingsRow | undefined;
test.beforeAll(async () => {
  // The default home layout (nothing published), rendered afresh by a host started after it.
  original = await readPublished();
  await publish({ config: {}, section_order: [] });
  host = await startSsrHost(SSR_PORT);
});
test.afterAll(async () => {
  await host?.close();
  if (original) await publish(original);
});

// The served HTML, as a crawler or a phone before any script gets it, holds each page's content
// and the CSS that paints it.

test('the home page is served with its sections and testimonials', async () => {
  const page = await served('/');
  expect(page.status).toBe(200);
  for (const heading of ['How it works', 'One agent, every channel', 'Benefits for real estate', 'Use cases', 'Ready to never miss a lead again?']) {
    expect(page.body).toContain(heading);
  }
  const testimonials = await publicRows<{ name: string }>('testimonials?select=name');
  expect(testimonials.filter(({ name }) => page.body.includes(name)).length).toBeGreaterThan(0);
  expect(page.html).toMatch(/<style data-styled[^>]*>[^<]*\{/);
});

test('the FAQ is served with every question and answer its structured data names', async () => {
  const page = await served('/faq');
  const ld = /<script type="application\/ld\+json">(\{[^<]*"FAQPage"[^<]*\})<\/script>/.exec(page.html)?.[1];
  const data = JSON.parse(ld ?? '{}') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
  expect(data.mainEntity.length).toBeGreaterThan(0);
  for (const entry of data.mainEntity) {
    expect(page.body).toContain(entry.name);
    expect(page.body).toContain(entry.acceptedAnswer.text);
  }
});

test('the case studies list and a case study are served with their rows, each with its own head tags', async () => {
  const list = await served('/case-studies');
  const studies = await publicRows<{ title: string; slug: string; summary: string }>(
    'case_studies?select=title,slug,summary&order=created_at.desc&limit=3',
  );
  expect(studies.length).toBeGreaterThan(0);
  for (const study of studies) {
    expect(list.body).toContain(study.title);
    expect(list.html).toContain(`href="/case-studies/${study.slug}"`);
  }

  const [study] = studies;
  const detail = await served(`/case-studies/${study!.slug}`);
  expect(detail.status).toBe(200);
  expect(detail.body).toContain(study!.title);
  expect(textOf(/<title>([^<]*)<\/title>/.exec(detail.html)?.[1] ?? '')).toBe(`${study!.title} | Vaani AI`);
  expect(detail.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/case-studies/${study!.slug}"`));
  expect(detail.html).toContain('<meta property="og:type" content="article"');
});

test('an unknown case study is served as 404 with the not-found page', async () => {
  const page = await served('/case-studies/no-such-story-anywhere');
  expect(page.status).toBe(404);
  expect(page.html).toContain('<title>Page Not Found | Vaani AI</title>');
  expect(page.body).toMatch(/not found/i);
});

test('the legal pages are served with their texts from the database', async () => {
  for (const slug of ['privacy-policy', 'terms-of-service']) {
    const [row] = await publicRows<{ title: string; body: string }>(`site_pages?select=title,body&slug=eq.${slug}`);
    const page = await served(`/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(row!.title);
    // The first sentence of the markdown body, as text.
    const sentence = textOf(row!.body.replace(/[#*_`>[\]]/g, ' ')).trim().split(/[.!?]/)[0]!.trim();
    expect(page.body.replace(/\s+/g, ' ')).toContain(sentence.replace(/\s+/g, ' ').slice(0, 40));
  }
});
