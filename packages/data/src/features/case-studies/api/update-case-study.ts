import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { CHANGE_LOG_KEY } from '../../change-log/api/change-log-types.ts';
import { CASE_STUDIES_KEY, CASE_STUDY_MESSAGES, type CaseStudy, type CaseStudyInput } from './case-study-types.ts';
import { slugForTitle } from './unique-slug.ts';

/** Saves an edit; the slug changes only with the title. */
export async function updateCaseStudy(id: string, input: CaseStudyInput): Promise<CaseStudy> {
  try {
    const slug = await slugForTitle(id, input.title);
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('case_studies')
      .update({ ...input, slug })
      .eq('id', id)
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data as CaseStudy;
  } catch (error) {
    throw new Error(CASE_STUDY_MESSAGES.updateFailed(error instanceof Error ? error.message : String(error)));
  }
}

export function useUpdateCaseStudy() {
  // The save is also a new entry in the case study's history (written by the database).
  const mutation = useMutation(({ id, input }: { id: string; input: CaseStudyInput }) => updateCaseStudy(id, input), {
    invalidates: [CASE_STUDIES_KEY, CHANGE_LOG_KEY],
  });
  return { ...mutation, listError: mutation.status === 'error' ? CASE_STUDY_MESSAGES.editFailed : null };
}
