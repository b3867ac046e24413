import { QueryClientContext, useQuery as useTanstackQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { queryClient, type QueryKey, type QueryState } from './query-cache.ts';

export interface QueryResult<T> extends QueryState<T> {
  isLoading: boolean;
  refetch: () => Promise<T | undefined>;
}

/**
 * The app's QueryClient from its provider, else the page's shared one: a custom element renders in
 * a React root of its own, outside the host's provider, and must still see the same cache.
 */
export function useAppQueryClient() {
  return useContext(QueryClientContext) ?? queryClient;
}

/** Reads `key` from the shared cache, fetching it when missing or stale. */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, { enabled = true } = {}): QueryResult<T> {
  const query = useTanstackQuery({ queryKey: key, queryFn: fetcher, enabled }, useAppQueryClient());
  const { refetch } = query;
  return {
    status: query.status,
    data: query.data,
    error: query.error ?? undefined,
    isFetching: query.isFetching,
    isLoading: query.isLoading,
    refetch: async () => (await refetch()).data,
  };
}
