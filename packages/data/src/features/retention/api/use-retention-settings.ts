import { useMutation } from '../../../query/use-mutation.ts';
import { useQuery } from '../../../query/use-query.ts';
import { RETENTION_KEY, type RetentionSettings } from './retention-types.ts';

// Admins alone use them: each operation loads on first use, outside every visitor's data layer.

export function useRetentionSettings() {
  return useQuery([...RETENTION_KEY], async () => (await import('./get-retention-settings.ts')).getRetentionSettings());
}

export function useSaveRetentionSettings() {
  // A value out of bounds is refused again on a second try.
  return useMutation(async (settings: RetentionSettings) => (await import('./save-retention-settings.ts')).saveRetentionSettings(settings), {
    retryIf: () => false,
    invalidates: [RETENTION_KEY],
  });
}
