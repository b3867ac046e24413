import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY, type CaseStudy } from './case-study-types.ts';

/** One case study for its public detail page; null when no case study has that slug. */
export async function getCaseStudyBySlug(slug: string): Promise<CaseStudy | null> {
  const { data, error } = await getSupabase().from('case_studies').select('*').eq('slug', slug).maybeSingle();
  if (error) throw new Error(error.message);
  return data as CaseStudy | null;
}

export function useCaseStudyBySlug(slug: string | undefined) {
  return useQuery([...CASE_STUDIES_KEY, 'by-slug', slug], () => getCaseStudyBySlug(slug ?? ''), {
    enabled: Boolean(slug),
  });
}
