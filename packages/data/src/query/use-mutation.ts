import { useCallback, useEffect, useRef, useState } from 'react';
import { toError, withRetry } from './query-cache.ts';

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface MutationResult<TInput, TOutput> {
  mutate: (input: TInput) => Promise<TOutput>;
  status: MutationStatus;
  error: Error | undefined;
  reset: () => void;
}

/** Runs a write with the cache's retry policy and exposes its progress; `mutate` rethrows. */
export function useMutation<TInput, TOutput>(
  mutation: (input: TInput) => Promise<TOutput>,
  { retryIf }: { retryIf?: (error: unknown) => boolean } = {},
): MutationResult<TInput, TOutput> {
  const [status, setStatus] = useState<MutationStatus>('idle');
  const [error, setError] = useState<Error | undefined>(undefined);
  const latest = useRef({ mutation, retryIf });
  useEffect(() => {
    latest.current = { mutation, retryIf };
  });

  const mutate = useCallback(async (input: TInput) => {
    setStatus('pending');
    setError(undefined);
    try {
      const output = await withRetry(() => latest.current.mutation(input), latest.current.retryIf);
      setStatus('success');
      return output;
    } catch (failure) {
      setError(toError(failure));
      setStatus('error');
      throw failure;
    }
  }, []);

  const reset = useCallback(() => {
    setStatus('idle');
    setError(undefined);
  }, []);

  return { mutate, status, error, reset };
}
