import { useMutation as useTanstackMutation } from '@tanstack/react-query';
import { CACHE_POLICY, queryClient } from './query-cache.ts';

type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface MutationResult<TInput, TOutput> {
  mutate: (input: TInput) => Promise<TOutput>;
  status: MutationStatus;
  error: Error | undefined;
  reset: () => void;
}

/** Runs a write with the cache's retry policy and exposes its progress; `mutate` rethrows. */
export function useMutation<TInput, TOutput>(
  mutation: (input: TInput) => Promise<TOutput>,
  { retryIf = () => true }: { retryIf?: (error: unknown) => boolean } = {},
): MutationResult<TInput, TOutput> {
  const result = useTanstackMutation(
    {
      mutationFn: mutation,
      retry: (failures, error) => failures < CACHE_POLICY.retries && retryIf(error),
    },
    queryClient,
  );
  return { mutate: result.mutateAsync, status: result.status, error: result.error ?? undefined, reset: result.reset };
}
