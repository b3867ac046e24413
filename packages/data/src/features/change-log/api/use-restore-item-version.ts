import { invalidate } from '../../../query/query-cache.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { CHANGE_LOG_KEY } from './change-log-types.ts';
import type { RestoreRequest } from './restore-item-version.ts';

/** Restore from a History panel; staff alone do it, so the operation loads on first use, off visitors' pages. */
export function useRestoreItemVersion() {
  return useMutation(async (request: RestoreRequest) => {
    const { RESTORABLE, restoreItemVersion } = await import('./restore-item-version.ts');
    const result = await restoreItemVersion(request);
    await Promise.all([invalidate(RESTORABLE[request.kind].cache), invalidate(CHANGE_LOG_KEY)]);
    return result;
  });
}
