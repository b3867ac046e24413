// Brings the live document's head in line with the page after a client-side navigation. Only tags
// this module manages are replaced, so tags added by others (fonts, the widget) survive.
import type { HeadTags } from './head-tags.ts';

const MANAGED = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join();

export function applyHeadTags(tags: HeadTags, doc: Document = document): void {
  const tag = (name: string, attributes: Record<string, string>, text?: string) => {
    const element = doc.createElement(name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (text !== undefined) element.textContent = text;
    return element;
  };
  doc.title = tags.title;
  for (const old of doc.head.querySelectorAll(MANAGED)) old.remove();
  doc.head.append(
    ...tags.meta.map((m) => tag('meta', { [m.attribute]: m.key, content: m.content })),
    ...(tags.canonical ? [tag('link', { rel: 'canonical', href: tags.canonical })] : []),
    ...tags.jsonLd.map((data) => tag('script', { type: 'application/ld+json' }, JSON.stringify(data))),
  );
}
