import { useMutation } from '../../../query/use-mutation.ts';
import { CHANGE_LOG_KEY } from '../../change-log/api/change-log-types.ts';
import { CASE_STUDIES_KEY } from './case-study-types.ts';
import type { StatusChange } from './set-case-study-status.ts';

/**
 * Publish, schedule or unpublish. Only staff do it, so the operation loads on first use: the
 * data layer every visitor's page loads does not carry it.
 */
export function useSetCaseStudyStatus() {
  return useMutation(
    async ({ id, change }: { id: string; change: StatusChange }) => (await import('./set-case-study-status.ts')).setCaseStudyStatus(id, change),
    { invalidates: [CASE_STUDIES_KEY, CHANGE_LOG_KEY] },
  );
}
