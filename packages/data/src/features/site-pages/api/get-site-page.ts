import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { SITE_PAGES_KEY, type SitePage, type SitePageSlug } from './site-page-types.ts';

/** One editable page; null when no row exists for it. */
export async function getSitePage(slug: SitePageSlug): Promise<SitePage | null> {
  const { data, error } = await getSupabase().from('site_pages').select('*').eq('slug', slug).maybeSingle();
  if (error) throw new Error(error.message);
  return data as SitePage | null;
}

export function useSitePage(slug: SitePageSlug) {
  return useQuery([...SITE_PAGES_KEY, slug], () => getSitePage(slug));
}
