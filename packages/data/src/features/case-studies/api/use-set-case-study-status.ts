import { useMutation } from '../../../query/use-mutation.ts';
import { CHANGE_LOG_KEY } from '../../change-log/api/change-log-types.ts';
import { CASE_STUDIES_KEY } from './case-study-types.ts';
import type { StatusChange } from './set-case-study-status.ts';

/** Publish, schedule or unpublish; staff alone do it, so it loads on first use, off visitors' pages. */
export function useSetCaseStudyStatus() {
  return useMutation(
    async ({ id, change }: { id: string; change: StatusChange }) => (await import('./set-case-study-status.ts')).setCaseStudyStatus(id, change),
    { invalidates: [CASE_STUDIES_KEY, CHANGE_LOG_KEY] },
  );
}
