import { getSupabase } from '../../../client/get-supabase.ts';
import type { Json } from '../../../database.types.ts';
import { CASE_STUDIES_KEY } from '../../case-studies/api/case-study-types.ts';
import { slugForTitle } from '../../case-studies/api/unique-slug.ts';
import { KEY_FEATURES_KEY } from '../../key-features/api/key-feature-types.ts';
import { SITE_PAGES_KEY } from '../../site-pages/api/site-page-types.ts';
import { PUBLISHED_SETTINGS_KEY } from '../../site-settings/api/published-settings.ts';
import { TESTIMONIALS_KEY } from '../../testimonials/api/testimonial-types.ts';
import type { ChangeKind } from './change-log-types.ts';
import { findMissingMedia, type MissingImage } from './find-missing-media.ts';

/**
 * What a restore writes back per kind: its content, never its key, list place (reordering has its
 * own control) or timestamps. A kind listed here can mount ItemHistory by table and row id alone.
 */
export const RESTORABLE = {
  case_studies: { key: 'id', fields: ['title', 'industry', 'summary', 'challenge', 'solution', 'results', 'testimonial', 'author_name', 'author_position', 'author_company', 'featured_image', 'company_logo', 'seo_title', 'seo_description', 'social_image'], images: ['featured_image', 'company_logo', 'social_image'], cache: CASE_STUDIES_KEY },
  testimonials: { key: 'id', fields: ['name', 'role', 'quote', 'rating', 'image', 'metrics_percentage', 'metrics_description', 'is_active'], images: ['image'], cache: TESTIMONIALS_KEY },
  testimonials_section: { key: 'id', fields: ['title', 'description', 'view_all_text'], images: [], cache: TESTIMONIALS_KEY },
  key_features: { key: 'id', fields: ['title', 'description', 'icon_name', 'icon_bg', 'color', 'is_active'], images: [], cache: KEY_FEATURES_KEY },
  key_features_section: { key: 'id', fields: ['title', 'description'], images: [], cache: KEY_FEATURES_KEY },
  site_pages: { key: 'slug', fields: ['title', 'body', 'seo_title', 'seo_description', 'social_image'], images: ['social_image'], cache: SITE_PAGES_KEY },
  // The home layout and the site configuration share the one row: each restores its own column.
  site_settings: { key: 'id', fields: ['config', 'section_order'], images: [], cache: PUBLISHED_SETTINGS_KEY },
} as const satisfies Partial<Record<ChangeKind, { key: string; fields: readonly string[]; images: readonly string[]; cache: readonly string[] }>>;

export type RestorableKind = keyof typeof RESTORABLE;

export interface RestoreRequest {
  kind: RestorableKind;
  rowId: string;
  /** The version's whole row (a change's `after`). */
  version: Record<string, Json>;
  /** Only these of the kind's fields (the home layout restores section_order alone). */
  fields?: readonly string[];
}

export interface RestoreResult {
  /** Images the version names that were deleted from the media library since: not restored. */
  missingImages: MissingImage[];
}

const RESTORE_MESSAGES = {
  failed: (message: string) => `Failed to restore the version: ${message}`,
  refused: 'The item is gone, or you are not allowed to change it.',
} as const;

/**
 * Makes a version current again by saving its fields as a new change. An image deleted since keeps
 * its current value (the answer says which), so nothing points at a missing file.
 */
export async function restoreItemVersion({ kind, rowId, version, fields }: RestoreRequest): Promise<RestoreResult> {
  const { key, fields: restorable, images } = RESTORABLE[kind];
  const wanted = (restorable as readonly string[]).filter((field) => field in version && (!fields || fields.includes(field)));
  const missingImages = await findMissingMedia(
    (images as readonly string[]).filter((field) => wanted.includes(field)).map((field) => ({ field, url: version[field] })),
  );
  const values = Object.fromEntries(wanted.filter((field) => !missingImages.some((image) => image.field === field)).map((field) => [field, version[field]]));
  // A case study's address follows its title, as on a save.
  if (kind === 'case_studies') values.slug = await slugForTitle(rowId, String(version.title));
  const supabase = await getSupabase();
  // The table is one of RESTORABLE's, each column listed there: the generated per-table types cannot follow a variable table.
  const { data, error } = await supabase
    .from(kind as 'testimonials')
    .update(values as never)
    .eq(key, rowId)
    .select(key)
    .maybeSingle();
  if (error) throw new Error(RESTORE_MESSAGES.failed(error.message));
  if (!data) throw new Error(RESTORE_MESSAGES.failed(RESTORE_MESSAGES.refused));
  return { missingImages };
}
