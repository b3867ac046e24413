import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY } from './case-study-types.ts';

export interface CaseStudyRedirect {
  old_slug: string;
  created_at: string;
}

const redirectsKey = (caseStudyId: string) => [...CASE_STUDIES_KEY, 'redirects', caseStudyId];

/** The old addresses that lead to a case study, newest first. */
async function listCaseStudyRedirects(caseStudyId: string): Promise<CaseStudyRedirect[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('case_study_redirects')
    .select('old_slug, created_at')
    .eq('case_study_id', caseStudyId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

export function useCaseStudyRedirects(caseStudyId: string) {
  return useQuery(redirectsKey(caseStudyId), () => listCaseStudyRedirects(caseStudyId));
}

/** Removes one old address (admins only: row-level security hides the row from anyone else). */
async function removeCaseStudyRedirect(oldSlug: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('case_study_redirects').delete().eq('old_slug', oldSlug).select('old_slug');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('That redirect is gone already, or you are not allowed to remove it.');
}

export function useRemoveCaseStudyRedirect(caseStudyId: string) {
  return useMutation(removeCaseStudyRedirect, { invalidates: [redirectsKey(caseStudyId)] });
}
