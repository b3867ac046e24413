import { useMutation as useTanstackMutation } from '@tanstack/react-query';
import { CACHE_POLICY, invalidate, queryClient, type QueryKey } from './query-cache.ts';

type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface MutationResult<TInput, TOutput> {
  mutate: (input: TInput) => Promise<TOutput>;
  status: MutationStatus;
  error: Error | undefined;
  reset: () => void;
}

interface MutationOptions {
  retryIf?: (error: unknown) => boolean;
  /** The cache keys (prefixes) a success makes stale, refetching those on screen before `mutate` resolves. */
  invalidates?: readonly QueryKey[];
}

/** Runs a write with the cache's retry policy and exposes its progress; `mutate` rethrows. */
export function useMutation<TInput, TOutput>(
  mutation: (input: TInput) => Promise<TOutput>,
  { retryIf = () => true, invalidates = [] }: MutationOptions = {},
): MutationResult<TInput, TOutput> {
  const result = useTanstackMutation(
    {
      mutationFn: mutation,
      retry: (failures, error) => failures < CACHE_POLICY.retries && retryIf(error),
      onSuccess: () => Promise.all(invalidates.map((key) => invalidate(key))),
    },
    queryClient,
  );
  return { mutate: result.mutateAsync, status: result.status, error: result.error ?? undefined, reset: result.reset };
}
