// Serialises head tags into the static HTML the server sends, before any script runs.
import type { HeadTags } from './head-tags.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Also what XML needs (the sitemap): `&#39;` is as valid there as `&apos;`. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON inside <script> must not be able to close the element early. */
export function scriptSafeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The site's built-in tab icon, as index.html links it. */
export const DEFAULT_FAVICON = '/favicon.svg';
const FAVICON_LINK = /<link rel="icon"[^>]*>/;

/** The template with its tab icon pointed at `url` (the admin's Brand favicon), or left as built when there is none. */
export function withFavicon(template: string, url: string | undefined): string {
  return url ? template.replace(FAVICON_LINK, () => `<link rel="icon" href="${escapeHtml(url)}" />`) : template;
}

export function renderHeadHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map((m) => `<meta ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}" />`),
    ...(tags.canonical ? [`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`] : []),
    ...tags.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ].join('\n    ');
}
