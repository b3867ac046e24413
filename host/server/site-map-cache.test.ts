import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteMapCache } from './site-map-cache.mjs';

describe('the sitemap cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders once for concurrent requests and again once 30 s have passed, so a publish shows', async () => {
    let version = 0;
    const render = vi.fn(async () => `sitemap ${(version += 1)}`);
    const siteMap = createSiteMapCache(render).get;
    expect(await Promise.all([siteMap(), siteMap()])).toEqual(['sitemap 1', 'sitemap 1']);
    vi.advanceTimersByTime(29_000);
    expect(await siteMap()).toBe('sitemap 1');
    vi.advanceTimersByTime(1_500);
    expect(await siteMap()).toBe('sitemap 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders afresh once told that content was published, and never keeps a render begun before that', async () => {
    const finishes: ((xml: string) => void)[] = [];
    const render = vi.fn(() => new Promise<string>((resolve) => finishes.push(resolve)));
    const { get, forget } = createSiteMapCache(render);
    const before = get();
    forget();
    const after = get();
    finishes[0]?.('sitemap before the publish');
    finishes[1]?.('sitemap after the publish');
    expect(await before).toBe('sitemap before the publish');
    expect(await after).toBe('sitemap after the publish');
    expect(await get()).toBe('sitemap after the publish');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('serves the last good sitemap while the database is down, and none before it ever answered', async () => {
    const render = vi.fn<(deadlineMs: number) => Promise<string>>().mockRejectedValueOnce(new Error('down'));
    const siteMap = createSiteMapCache(render).get;
    expect(await siteMap()).toBeUndefined();
    render.mockResolvedValueOnce('sitemap');
    expect(await siteMap()).toBe('sitemap');
    vi.advanceTimersByTime(31_000);
    render.mockRejectedValueOnce(new Error('down'));
    expect(await siteMap()).toBe('sitemap');
  });
});
