import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_POLICY, QueryCache } from './query-cache.ts';

let cache: QueryCache;

beforeEach(() => {
  vi.useFakeTimers();
  cache = new QueryCache();
});
afterEach(() => {
  cache.clear();
  vi.useRealTimers();
});

describe('QueryCache', () => {
  it('follows the spec: fresh 5 minutes, kept 10 minutes, one retry', () => {
    expect(CACHE_POLICY).toMatchObject({ staleTimeMs: 300_000, gcTimeMs: 600_000, retries: 1 });
  });

  it('shares one request between simultaneous readers', async () => {
    const fetcher = vi.fn(async () => 'rows');
    const [a, b] = await Promise.all([cache.fetch(['k'], fetcher), cache.fetch(['k'], fetcher)]);
    expect([a, b]).toEqual(['rows', 'rows']);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('serves fresh data for 5 minutes, then fetches again', async () => {
    const fetcher = vi.fn(async () => Date.now());
    await cache.fetch(['k'], fetcher);
    vi.advanceTimersByTime(CACHE_POLICY.staleTimeMs - 1);
    await cache.fetch(['k'], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await cache.fetch(['k'], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('retries a failed fetch once, then reports the error', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('offline');
    });
    const result = cache.fetch(['k'], fetcher).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(CACHE_POLICY.retryDelayMs);
    expect(await result).toBe('offline');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(cache.getState(['k'])).toMatchObject({ status: 'error', error: new Error('offline') });
  });

  it('recovers when the retry succeeds', async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('ok');
    const result = cache.fetch(['k'], fetcher);
    await vi.advanceTimersByTimeAsync(CACHE_POLICY.retryDelayMs);
    expect(await result).toBe('ok');
  });

  it('forgets unused data 10 minutes after its last reader left', async () => {
    const stop = cache.subscribe(['k'], () => undefined);
    await cache.fetch(['k'], async () => 'rows');
    stop();
    vi.advanceTimersByTime(CACHE_POLICY.gcTimeMs - 1);
    expect(cache.getState(['k']).data).toBe('rows');
    vi.advanceTimersByTime(1);
    expect(cache.getState(['k']).status).toBe('pending');
  });

  it('refetches watched queries under an invalidated prefix only', async () => {
    const listed = vi.fn(async () => 'list');
    const other = vi.fn(async () => 'other');
    cache.subscribe(['case-studies', 'list'], () => undefined);
    cache.subscribe(['media', 'x'], () => undefined);
    await cache.fetch(['case-studies', 'list'], listed);
    await cache.fetch(['media', 'x'], other);
    await cache.invalidate(['case-studies']);
    expect(listed).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
