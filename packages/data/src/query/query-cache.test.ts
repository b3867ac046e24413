import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { CACHE_POLICY, createQueryClient } from './query-cache.ts';

let client: QueryClient;
const fetchRows = <T>(key: readonly unknown[], fetcher: () => Promise<T>) => client.fetchQuery({ queryKey: key, queryFn: fetcher });

beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

describe('the query client', () => {
  it('follows the spec: fresh 5 minutes, kept 10 minutes, one retry, no refetch on focus or reconnect', () => {
    expect(client.getDefaultOptions().queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      retry: 1,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
    expect(CACHE_POLICY).toMatchObject({ staleTimeMs: 300_000, gcTimeMs: 600_000, retries: 1 });
  });

  it('shares one request between simultaneous readers', async () => {
    const fetcher = vi.fn(async () => 'rows');
    const [a, b] = await Promise.all([fetchRows(['k'], fetcher), fetchRows(['k'], fetcher)]);
    expect([a, b]).toEqual(['rows', 'rows']);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('serves fresh data for 5 minutes, then fetches again', async () => {
    const fetcher = vi.fn(async () => Date.now());
    await fetchRows(['k'], fetcher);
    vi.advanceTimersByTime(CACHE_POLICY.staleTimeMs - 1);
    await fetchRows(['k'], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await fetchRows(['k'], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('retries a failed fetch once, then reports the error', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('offline');
    });
    const result = fetchRows(['k'], fetcher).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(CACHE_POLICY.retryDelayMs);
    expect(await result).toBe('offline');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(['k'])).toMatchObject({ status: 'error', error: new Error('offline') });
  });

  it('forgets unused data 10 minutes after it was last used', async () => {
    await fetchRows(['k'], async () => 'rows');
    vi.advanceTimersByTime(CACHE_POLICY.gcTimeMs - 1);
    expect(client.getQueryData(['k'])).toBe('rows');
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['k'])).toBeUndefined();
  });
});
