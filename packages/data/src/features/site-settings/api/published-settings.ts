import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { publicRest } from '../../../client/public-rest.ts';
import { queryClient } from '../../../query/query-cache.ts';

/** What the admin published: the site configuration and the home section order, as stored JSON. */
export interface PublishedSettings {
  config: unknown;
  sectionOrder: unknown;
}

/** The one key of the published settings: the server loads it, the browser hydrates it, a publish invalidates it. */
export const PUBLISHED_SETTINGS_KEY = ['site-settings', 'published'] as const;

/** The published settings row (site_settings, readable by anyone), or null when none was ever saved. */
export async function fetchPublishedSettings(signal?: AbortSignal): Promise<PublishedSettings | null> {
  const [row] = await publicRest<{ config: unknown; section_order: unknown }[]>('site_settings?select=config,section_order&id=eq.true', { signal });
  return row ? { config: row.config, sectionOrder: row.section_order } : null;
}

/**
 * react-query's own result, which re-renders a reader only for the fields it uses: an unchanged
 * refetch must render nothing, or a served page's regions still hydrating would be thrown away.
 */
export function usePublishedSettings(): UseQueryResult<PublishedSettings | null> {
  return useQuery({ queryKey: PUBLISHED_SETTINGS_KEY, queryFn: () => fetchPublishedSettings() }, queryClient);
}
