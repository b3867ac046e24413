import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY, CASE_STUDY_MESSAGES } from './case-study-types.ts';

/** The admin's list, drafts included; its read loads on first use, off visitors' pages. */
export function useStaffCaseStudies() {
  const query = useQuery([...CASE_STUDIES_KEY, 'staff'], async () => (await import('./list-staff-case-studies.ts')).listStaffCaseStudies());
  return {
    caseStudies: query.data ?? [],
    loading: query.isLoading,
    error: query.status === 'error' ? query.error?.message || CASE_STUDY_MESSAGES.loadFailed : null,
  };
}
