import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { CASE_STUDIES_KEY, CASE_STUDY_MESSAGES } from './case-study-types.ts';

const NOTHING_DELETED = 'Case study not found or you are not allowed to delete it.';

/** Deletes by id; failures read 'Failed to delete case study: …'. */
export async function deleteCaseStudy(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('case_studies').delete().eq('id', id).select('id');
  if (error) throw new Error(CASE_STUDY_MESSAGES.deleteFailed(error.message));
  // Row-level security hides rows instead of refusing, so "nothing deleted" is the refusal.
  if (!data || data.length === 0) throw new Error(CASE_STUDY_MESSAGES.deleteFailed(NOTHING_DELETED));
}

export function useDeleteCaseStudy() {
  const mutation = useMutation(deleteCaseStudy, { invalidates: [CASE_STUDIES_KEY] });
  return { ...mutation, listError: mutation.status === 'error' ? CASE_STUDY_MESSAGES.removeFailed : null };
}
