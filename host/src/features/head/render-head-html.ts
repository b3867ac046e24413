// Serialises head tags into the static HTML the server sends, before any script runs.
import type { HeadTags } from './head-tags.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON inside <script> must not be able to close the element early. */
export function scriptSafeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderHeadHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map((m) => `<meta ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}" />`),
    ...(tags.canonical ? [`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`] : []),
    ...tags.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ].join('\n    ');
}
