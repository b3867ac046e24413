import { getSupabase } from '../../../client/get-supabase.ts';
import { CASE_STUDY_MESSAGES, type CaseStudyStatus } from './case-study-types.ts';

/** Publish now, back to a draft (Unpublish), or go public by itself at a time (ISO 8601). */
export type StatusChange = { status: 'published' } | { status: 'draft' } | { status: 'scheduled'; publishAt: string };

export interface StatusResult {
  status: CaseStudyStatus;
  publish_at: string | null;
  /** Asked to schedule for a time already past: the database published it at once instead. */
  publishedAtOnce: boolean;
}

/** Changes only whether visitors see a case study, as an ordinary row update so triggers see it. */
export async function setCaseStudyStatus(id: string, change: StatusChange): Promise<StatusResult> {
  const supabase = await getSupabase();
  const patch = change.status === 'scheduled' ? { status: change.status, publish_at: change.publishAt } : { status: change.status };
  const { data, error } = await supabase.from('case_studies').update(patch).eq('id', id).select('status, publish_at').maybeSingle();
  if (error) throw new Error(CASE_STUDY_MESSAGES.statusFailed(error.message));
  // Row-level security hides rows instead of refusing, so "nothing changed" is the refusal.
  if (!data) throw new Error(CASE_STUDY_MESSAGES.statusFailed('Case study not found or you are not allowed to change it.'));
  const status = data.status as CaseStudyStatus;
  return { status, publish_at: data.publish_at, publishedAtOnce: change.status === 'scheduled' && status === 'published' };
}
