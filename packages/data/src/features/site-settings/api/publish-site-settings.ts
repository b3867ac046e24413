import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { SEEN_BY_VISITORS } from '../../../query/seen-by-visitors.ts';
import { PUBLISHED_SETTINGS_KEY } from './published-settings.ts';

/** The published home order: the shape of local storage's homepageSectionOrder. */
interface PublishedSectionEntry {
  id: string;
  name: string;
  component: string;
}

/** What an admin publishes; a field left out keeps its published value. */
export interface SiteSettingsPatch {
  /** A SiteConfig (from @vaani/stores), stored as the site_settings.config object. */
  config?: object;
  section_order?: readonly PublishedSectionEntry[];
}

export const PUBLISH_MESSAGES = {
  published: 'Published',
  publishedDescription: SEEN_BY_VISITORS,
  failedTitle: 'Publish failed',
  failed: (message: string) => `Failed to publish: ${message}`,
} as const;

/** Publishes the site configuration and/or home order for every visitor (admins only, by RLS). */
export async function publishSiteSettings(patch: SiteSettingsPatch): Promise<void> {
  const supabase = await getSupabase();
  const updated = await supabase.from('site_settings').update(patch).eq('id', true).select('id');
  if (updated.error) throw new Error(PUBLISH_MESSAGES.failed(updated.error.message));
  if ((updated.data ?? []).length > 0) return;
  // A project set up without the seed has no row yet.
  const inserted = await supabase.from('site_settings').insert({ id: true, ...patch });
  if (inserted.error) throw new Error(PUBLISH_MESSAGES.failed(inserted.error.message));
}

export function usePublishSiteSettings() {
  // The admin's own tab then shows what it published (unless it holds a local preview).
  return useMutation(publishSiteSettings, { invalidates: [PUBLISHED_SETTINGS_KEY] });
}
