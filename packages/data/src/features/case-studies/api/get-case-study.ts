import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY, type CaseStudyWithStatus } from './case-study-types.ts';

/** One case study with every stored field, for the edit screen and the preview (drafts for staff); null when it does not exist or is hidden. */
export async function getCaseStudy(id: string): Promise<CaseStudyWithStatus | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('case_studies').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as CaseStudyWithStatus | null;
}

export function useCaseStudy(id: string | undefined) {
  return useQuery([...CASE_STUDIES_KEY, 'by-id', id], () => getCaseStudy(id ?? ''), { enabled: Boolean(id) });
}
