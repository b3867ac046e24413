import { queryCache } from '../../../query/query-cache.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { CHANGE_LOG_KEY } from '../../change-log/api/change-log-types.ts';
import { CASE_STUDIES_KEY } from './case-study-types.ts';
import type { StatusChange } from './set-case-study-status.ts';

/**
 * Publish, schedule or unpublish. Only staff do it, so the operation loads on first use: the
 * data layer every visitor's page loads does not carry it.
 */
export function useSetCaseStudyStatus() {
  return useMutation(async ({ id, change }: { id: string; change: StatusChange }) => {
    const { setCaseStudyStatus } = await import('./set-case-study-status.ts');
    const result = await setCaseStudyStatus(id, change);
    await Promise.all([queryCache.invalidate(CASE_STUDIES_KEY), queryCache.invalidate(CHANGE_LOG_KEY)]);
    return result;
  });
}
