import { publicRow } from '../../../client/public-rest.ts';
import { queryClient } from '../../../query/query-cache.ts';
import { useQuery } from '../../../query/use-query.ts';
import { SITE_PAGES_KEY, type SitePage, type SitePageSlug } from './site-page-types.ts';

/** One editable page; null when no row exists for it. */
export async function getSitePage(slug: SitePageSlug): Promise<SitePage | null> {
  return publicRow<SitePage>('site_pages', `slug=eq.${encodeURIComponent(slug)}`);
}

/**
 * The page as the site shows it. The page server adds the body rendered to HTML, so a served page
 * hydrates without the Markdown parser; the browser keeps that HTML while the body is unchanged.
 */
export async function getShownSitePage(slug: SitePageSlug): Promise<SitePage | null> {
  const page = await getSitePage(slug);
  if (!page) return page;
  if (import.meta.env.SSR) {
    const { markdownToHtml } = await import('@vaani/ui/markdown-html');
    return { ...page, html: markdownToHtml(page.body) };
  }
  const shown = queryClient.getQueryData<SitePage | null>(sitePageKey(slug));
  return shown?.html !== undefined && shown.body === page.body ? { ...page, html: shown.html } : page;
}

export const sitePageKey = (slug: SitePageSlug) => [...SITE_PAGES_KEY, slug] as const;

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageKey(slug), () => getShownSitePage(slug));
}

/** Its head: what its editor set for search results and link previews (an empty title: the route's own stays). */
export function sitePageHead(page: SitePage) {
  return { title: '', description: page.seo_description ?? '', searchTitle: page.seo_title || undefined, image: page.social_image || undefined };
}
