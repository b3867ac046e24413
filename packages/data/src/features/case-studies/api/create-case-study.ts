import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { CASE_STUDIES_KEY, CASE_STUDY_MESSAGES, type CaseStudy, type CaseStudyInput } from './case-study-types.ts';
import { uniqueSlug } from './unique-slug.ts';

/** Saves a new case study as a draft under a free slug; failures use the spec's words. */
export async function createCaseStudy(input: CaseStudyInput): Promise<CaseStudy> {
  try {
    const slug = await uniqueSlug(input.title);
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('case_studies')
      .insert({ ...input, slug })
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data as CaseStudy;
  } catch (error) {
    throw new Error(CASE_STUDY_MESSAGES.publishFailed(error instanceof Error ? error.message : String(error)));
  }
}

/** Creates, then reloads the list; the list layer's error reads 'Failed to add case study'. */
export function useCreateCaseStudy() {
  const mutation = useMutation(createCaseStudy, { invalidates: [CASE_STUDIES_KEY] });
  return { ...mutation, listError: mutation.status === 'error' ? CASE_STUDY_MESSAGES.addFailed : null };
}
