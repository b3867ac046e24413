import { publicRow } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { SITE_PAGES_KEY, type SitePage, type SitePageSlug } from './site-page-types.ts';

/** One editable page; null when no row exists for it. */
export async function getSitePage(slug: SitePageSlug): Promise<SitePage | null> {
  return publicRow<SitePage>('site_pages', `slug=eq.${encodeURIComponent(slug)}`);
}

export function useSitePage(slug: SitePageSlug) {
  return useQuery([...SITE_PAGES_KEY, slug], () => getSitePage(slug));
}
