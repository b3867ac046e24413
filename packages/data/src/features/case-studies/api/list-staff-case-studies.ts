import { getSupabase } from '../../../client/get-supabase.ts';
import { CASE_STUDY_MESSAGES, type StaffCaseStudy } from './case-study-types.ts';

/**
 * Every case study the signed-in person may read, newest first, with whether it is public: for
 * admins and editors that includes drafts and scheduled ones (row-level security decides).
 */
export async function listStaffCaseStudies(): Promise<StaffCaseStudy[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('case_studies')
    .select('id, title, slug, industry, created_at, status, publish_at')
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message || CASE_STUDY_MESSAGES.loadFailed);
  return data.map((row) => ({ ...row, industry: row.industry ?? '' })) as StaffCaseStudy[];
}
