import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { CHANGE_LOG_KEY } from '../../change-log/api/change-log-types.ts';
import { SITE_PAGES_KEY, SITE_PAGE_MESSAGES, type SitePage, type SitePageSlug } from './site-page-types.ts';

export interface SitePageInput {
  title: string;
  body: string;
  /** Empty: the page's standard search title, description and share image. */
  seo_title: string;
  seo_description: string;
  social_image: string;
}

/** Saves a page's title, Markdown body and search fields (admins and editors, by row-level security). */
export async function updateSitePage(slug: SitePageSlug, input: SitePageInput): Promise<SitePage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('site_pages')
    .upsert({
      slug,
      title: input.title,
      body: input.body,
      seo_title: input.seo_title || null,
      seo_description: input.seo_description || null,
      social_image: input.social_image || null,
    })
    .select()
    .single();
  if (error) throw new Error(SITE_PAGE_MESSAGES.saveFailed(error.message));
  return data as SitePage;
}

export function useUpdateSitePage() {
  // The save is also a new entry in the page's history (written by the database).
  return useMutation(({ slug, input }: { slug: SitePageSlug; input: SitePageInput }) => updateSitePage(slug, input), {
    invalidates: [SITE_PAGES_KEY, CHANGE_LOG_KEY],
  });
}
