import { useMutation } from '../../../query/use-mutation.ts';
import { useQuery } from '../../../query/use-query.ts';
import { RETENTION_KEY, type RetentionSettings } from './retention-types.ts';

const operations = () => import('./retention-operations.ts');

export function useRetentionSettings() {
  return useQuery([...RETENTION_KEY], async () => (await operations()).getRetentionSettings());
}

export function useSaveRetentionSettings() {
  // A value out of bounds is refused again on a second try.
  return useMutation(async (settings: RetentionSettings) => (await operations()).saveRetentionSettings(settings), {
    retryIf: () => false,
    invalidates: [RETENTION_KEY],
  });
}
