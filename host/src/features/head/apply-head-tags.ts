// Brings the live document's head in line with the page after a client-side navigation. Only tags
// this module manages are touched, so tags added by others (fonts, the widget) survive.
import type { HeadTags } from './head-tags.ts';

function upsertMeta(head: HTMLHeadElement, attribute: 'name' | 'property', key: string, content: string) {
  let tag = head.querySelector<HTMLMetaElement>(`meta[${attribute}="${CSS.escape(key)}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    head.append(tag);
  }
  tag.content = content;
}

export function applyHeadTags(tags: HeadTags, doc: Document = document): void {
  doc.title = tags.title;
  const head = doc.head;
  const wanted = new Set(tags.meta.map((m) => `${m.attribute}:${m.key}`));
  for (const tag of head.querySelectorAll<HTMLMetaElement>('meta[name], meta[property]')) {
    const attribute = tag.hasAttribute('property') ? 'property' : 'name';
    const key = tag.getAttribute(attribute) ?? '';
    if (isHeadKey(key) && !wanted.has(`${attribute}:${key}`)) tag.remove();
  }
  for (const m of tags.meta) upsertMeta(head, m.attribute, m.key, m.content);

  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (tags.canonical) {
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      head.append(canonical);
    }
    canonical.href = tags.canonical;
  } else {
    canonical?.remove();
  }

  for (const script of head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  for (const data of tags.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    head.append(script);
  }
}

function isHeadKey(key: string): boolean {
  return ['description', 'keywords', 'robots'].includes(key) || key.startsWith('og:') || key.startsWith('twitter:');
}
