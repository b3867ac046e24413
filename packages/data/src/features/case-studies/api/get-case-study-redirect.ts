import { publicRest } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY } from './case-study-types.ts';

/**
 * The current slug of the case study that had `oldSlug` before it was renamed, or null: an old
 * link is followed, not shown as not found. Read as a visitor (row-level security applies).
 */
export async function getCaseStudyRedirect(oldSlug: string): Promise<string | null> {
  const [row] = await publicRest<{ case_studies: { slug: string } | null }[]>(
    `case_study_redirects?select=case_studies(slug)&old_slug=eq.${encodeURIComponent(oldSlug)}&limit=1`,
  );
  return row?.case_studies?.slug ?? null;
}

/** Asked only once the slug is known to name no case study. */
export function useCaseStudyRedirect(oldSlug: string | undefined, enabled: boolean) {
  return useQuery([...CASE_STUDIES_KEY, 'redirect', oldSlug], () => getCaseStudyRedirect(oldSlug ?? ''), { enabled: enabled && Boolean(oldSlug) });
}
