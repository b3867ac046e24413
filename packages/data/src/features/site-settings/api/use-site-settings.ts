import {
  sectionOrderOf,
  siteConfigOf,
  useSectionOrderStore,
  useSiteConfigStore,
  type HomeSectionEntry,
  type SiteConfig,
} from '@vaani/stores';
import { useMemo } from 'react';
import { usePublishedSettings } from './published-settings.ts';

/**
 * The site configuration a page shows (siteConfigOf). Unreadable settings count as nothing
 * published: an outage of the settings must never blank the site.
 */
export function useSiteConfig(): SiteConfig {
  const preview = useSiteConfigStore((state) => state.preview);
  const published = usePublishedSettings().data?.config;
  // One object per change: a new one would give every styled component a new theme.
  return useMemo(() => siteConfigOf(preview, published), [preview, published]);
}

export interface HomeSections {
  sections: readonly HomeSectionEntry[];
  /** False while the published order is still on its way (and no preview decides): the page waits rather than flash the default order. */
  ready: boolean;
}

/** The home page's sections, by the same precedence (sectionOrderOf). */
export function useHomeSections(): HomeSections {
  const preview = useSectionOrderStore((state) => state.preview);
  const published = usePublishedSettings();
  const order = published.data?.sectionOrder;
  const sections = useMemo(() => sectionOrderOf(preview, order), [preview, order]);
  return { sections, ready: preview !== undefined || published.status !== 'pending' };
}
