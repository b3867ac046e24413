// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidate, queryClient } from './query-cache.ts';
import { useMutation } from './use-mutation.ts';
import { useQuery } from './use-query.ts';

afterEach(() => queryClient.clear());

describe('useQuery', () => {
  it('shows loading, then the data, shared by every component reading the same key', async () => {
    const fetcher = vi.fn(async () => ['Skyline']);
    const first = renderHook(() => useQuery(['studies'], fetcher));
    const second = renderHook(() => useQuery(['studies'], fetcher));
    expect(first.result.current.isLoading).toBe(true);
    await waitFor(() => expect(first.result.current.data).toEqual(['Skyline']));
    expect(second.result.current.data).toEqual(['Skyline']);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('does not fetch while disabled', () => {
    const fetcher = vi.fn(async () => true);
    const { result } = renderHook(() => useQuery(['admin', undefined], fetcher, { enabled: false }));
    expect(result.current.isLoading).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('does not refetch when the window regains focus or the network returns', async () => {
    const fetcher = vi.fn(async () => 1);
    const { result } = renderHook(() => useQuery(['focus'], fetcher));
    await waitFor(() => expect(result.current.data).toBe(1));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('refetches what is on screen under an invalidated prefix only', async () => {
    const listed = vi.fn(async () => 'list');
    const other = vi.fn(async () => 'other');
    const list = renderHook(() => useQuery(['case-studies', 'list'], listed));
    const media = renderHook(() => useQuery(['media', 'x'], other));
    await waitFor(() => expect(list.result.current.data).toBe('list'));
    await waitFor(() => expect(media.result.current.data).toBe('other'));
    await invalidate(['case-studies']);
    expect(listed).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('reports a failure after one retry', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useQuery(['failing'], fetcher));
    await waitFor(() => expect(result.current.status).toBe('error'), { timeout: 3000 });
    expect(result.current.error?.message).toBe('offline');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryState(['failing'])?.status).toBe('error');
  });
});

describe('useMutation', () => {
  it('retries a failed write once and reports success', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('saved');
    const { result } = renderHook(() => useMutation(write));
    let output: unknown;
    await act(async () => {
      output = await result.current.mutate('row');
    });
    expect(output).toBe('saved');
    expect(write).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it('skips the retry when told the error is final', async () => {
    const write = vi.fn().mockRejectedValue(new Error('too large'));
    const { result } = renderHook(() => useMutation(write, { retryIf: () => false }));
    await act(async () => {
      await result.current.mutate('row').catch(() => undefined);
    });
    expect(write).toHaveBeenCalledOnce();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('too large');
  });

  it('has the rows it changed read again before the write resolves, and leaves them be when it fails', async () => {
    let stored = 'before';
    const list = renderHook(() => useQuery(['features', 'all'], async () => stored));
    await waitFor(() => expect(list.result.current.data).toBe('before'));
    const save = renderHook(() =>
      useMutation(
        async (value: string) => {
          if (!value) throw new Error('refused');
          stored = value;
        },
        { retryIf: () => false, invalidates: [['features']] },
      ),
    );
    await act(() => save.result.current.mutate('after'));
    expect(queryClient.getQueryData(['features', 'all'])).toBe('after');
    stored = 'changed elsewhere';
    await act(() => save.result.current.mutate('').catch(() => undefined));
    expect(queryClient.getQueryData(['features', 'all'])).toBe('after');
  });
});
