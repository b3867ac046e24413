import { publicRest } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY, CASE_STUDY_MESSAGES, filled, type PublicCaseStudy } from './case-study-types.ts';

/** The public list, newest first, for visitors and admins alike. */
export async function listPublicCaseStudies(): Promise<PublicCaseStudy[]> {
  const rows = await publicRest<PublicCaseStudy[]>('rpc/get_public_case_studies', { method: 'POST', body: {} }).catch(
    (error: unknown) => {
      throw new Error((error instanceof Error && error.message) || CASE_STUDY_MESSAGES.loadFailed);
    },
  );
  return rows.map((row: PublicCaseStudy) => ({
    ...filled(row),
    challenge: '',
    solution: '',
    results: '',
    testimonial: '',
  }));
}

/** Loading, then the list; on failure the message (or the generic one) with an empty list. */
export function usePublicCaseStudies() {
  const query = useQuery(CASE_STUDIES_KEY, listPublicCaseStudies);
  return {
    caseStudies: query.data ?? [],
    loading: query.isLoading,
    error: query.status === 'error' ? query.error?.message || CASE_STUDY_MESSAGES.loadFailed : null,
    refetch: query.refetch,
  };
}
