import { publicRest } from '../../../client/public-rest.ts';

/** What the admin published: the site configuration and the home section order, as stored JSON. */
export interface PublishedSiteSettings {
  config: unknown;
  sectionOrder: unknown;
}

let pending: Promise<PublishedSiteSettings | null> | undefined;

async function fetchPublished(): Promise<PublishedSiteSettings | null> {
  try {
    const [row] = await publicRest<{ config: unknown; section_order: unknown }[]>(
      'site_settings?select=config,section_order&id=eq.true',
    );
    return row ? { config: row.config, sectionOrder: row.section_order } : null;
  } catch (error) {
    // Visitors then see the defaults: a settings outage must never blank the site.
    console.warn('[site-settings] could not load the published settings', error);
    return null;
  }
}

/**
 * The published site settings, read once per page load: every caller shares the first request,
 * and a failure reads as "nothing published".
 */
export function getPublishedSiteSettings(): Promise<PublishedSiteSettings | null> {
  pending ??= fetchPublished();
  return pending;
}
