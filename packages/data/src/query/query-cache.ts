import { QueryClient } from '@tanstack/react-query';

export type QueryKey = readonly unknown[];

/** The spec's cache policy: fresh 5 minutes, kept 10 minutes after its last user, one retry. */
export const CACHE_POLICY = {
  staleTimeMs: 5 * 60 * 1000,
  gcTimeMs: 10 * 60 * 1000,
  retries: 1,
  retryDelayMs: 1000,
} as const;

/** The spec's QueryClient; no focus or reconnect refetches: a phone's tab switch re-reads nothing. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_POLICY.staleTimeMs,
        gcTime: CACHE_POLICY.gcTimeMs,
        retry: CACHE_POLICY.retries,
        retryDelay: CACHE_POLICY.retryDelayMs,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: CACHE_POLICY.retries, retryDelay: CACHE_POLICY.retryDelayMs },
    },
  });
}

/**
 * The page's one QueryClient. @vaani/data and @tanstack/react-query are federation singletons, so
 * every remote and the widget's views on our own site read and invalidate this one cache.
 */
export const queryClient = createQueryClient();

/** Marks every query whose key starts with `prefix` stale and refetches those on screen. */
export const invalidate = (prefix: QueryKey): Promise<void> => queryClient.invalidateQueries({ queryKey: prefix });
