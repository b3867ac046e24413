import { publicRest } from '../../../client/public-rest.ts';
import { useQuery, type QueryResult } from '../../../query/use-query.ts';

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

export function usePublishedSettings(): QueryResult<PublishedSettings | null> {
  return useQuery(PUBLISHED_SETTINGS_KEY, () => fetchPublishedSettings());
}
