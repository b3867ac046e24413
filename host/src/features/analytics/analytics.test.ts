// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGa4Tracker } from './ga4-tracker.ts';
import { createMetaPixelTracker, META_PIXEL_SCRIPT } from './meta-pixel-tracker.ts';
import { readAnalyticsEnv, startAnalytics } from './start-analytics.ts';
import { addTracker, track } from '@vaani/stores';

afterEach(() => {
  delete window.fbq;
  delete window._fbq;
  delete window.dataLayer;
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('track', () => {
  it('goes nowhere and throws nothing by default', () => {
    expect(() => track({ name: 'try_now_click', location: 'header' })).not.toThrow();
    expect(window.fbq).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('reaches every added tracker, and a failing one does not stop the others', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[] = [];
    const removeBroken = addTracker({ id: 'broken', track: () => { throw new Error('blocked'); } });
    const removeGood = addTracker({ id: 'good', track: (event) => seen.push(event.name) });
    track({ name: 'lead', source: 'demo-call-dialog' });
    removeBroken();
    removeGood();
    track({ name: 'lead', source: 'ignored' });
    expect(seen).toEqual(['lead']);
  });
});

describe('Meta Pixel adapter', () => {
  it('queues standard and custom events until fbevents.js arrives, and loads it only when idle', async () => {
    vi.useFakeTimers();
    const tracker = createMetaPixelTracker('123456789012');
    tracker.track({ name: 'page_view', path: '/pricing', title: 'Pricing | Vaani AI' });
    tracker.track({ name: 'try_now_click', location: 'header' });
    expect(window.fbq?.queue).toEqual([
      ['init', '123456789012'],
      ['track', 'PageView', { path: '/pricing', title: 'Pricing | Vaani AI' }],
      ['trackCustom', 'try_now_click', { location: 'header' }],
    ]);
    expect(document.querySelector(`script[src="${META_PIXEL_SCRIPT}"]`)).toBeNull();
    await vi.runAllTimersAsync();
    expect(document.querySelector(`script[src="${META_PIXEL_SCRIPT}"]`)).not.toBeNull();
    vi.useRealTimers();
  });
});

describe('GA4 adapter', () => {
  it('sends page views itself and maps a lead to generate_lead', () => {
    const tracker = createGa4Tracker('G-TEST1234');
    tracker.track({ name: 'page_view', path: '/faq', title: 'FAQ' });
    tracker.track({ name: 'lead', source: 'demo-call-dialog' });
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(calls[2]).toMatchObject(['event', 'page_view', { page_path: '/faq', page_title: 'FAQ' }]);
    expect(calls[3]).toEqual(['event', 'generate_lead', { source: 'demo-call-dialog' }]);
  });
});

describe('readAnalyticsEnv', () => {
  it('switches each tracker on by its own variable and leaves malformed values off with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readAnalyticsEnv({ VITE_META_PIXEL_ID: undefined, VITE_GA4_ID: undefined })).toEqual({});
    expect(readAnalyticsEnv({ VITE_META_PIXEL_ID: '123456789012', VITE_GA4_ID: 'G-ABC123' })).toEqual({
      metaPixelId: '123456789012',
      ga4Id: 'G-ABC123',
    });
    expect(readAnalyticsEnv({ VITE_META_PIXEL_ID: 'pixel', VITE_GA4_ID: 'G-ABC123' })).toEqual({ ga4Id: 'G-ABC123' });
    expect(warn).toHaveBeenCalledWith('[analytics] ignoring malformed VITE_META_PIXEL_ID');
  });
});

describe('startAnalytics', () => {
  it('loads the adapters the environment names and replays what was tracked meanwhile', async () => {
    startAnalytics({ ga4Id: 'G-START123' });
    track({ name: 'try_now_click', location: 'header' });
    await vi.waitFor(() => {
      const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
      expect(calls).toContainEqual(['event', 'try_now_click', { location: 'header' }]);
    });
  });
});
