import { expect, it, vi } from 'vitest';
import { preloadViews, type ViewChunkTable } from './preload-views.ts';

const TABLE: ViewChunkTable = {
  'voice-widget': { code: ['/v/mount-view.js', '/v/voice.js', '/v/shared.js'], texts: { en: ['/v/voice-en.js'], hi: ['/v/voice-hi.js'] }, shared: [] },
  'demo-call-dialog': {
    code: ['/v/mount-view.js', '/v/demo-call.js', '/v/shared.js'],
    texts: { en: ['/v/demo-en.js'], hi: ['/v/demo-hi.js'] },
    shared: ['@vaani/data/leads'],
  },
  'book-demo-dialog': { code: ['/v/mount-view.js', '/v/book-demo.js'], texts: { en: ['/v/book-en.js'] }, shared: [] },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [link.rel, new URL(link.href).pathname]);

it("asks at once for every chunk of the element's view and of its words in that language, each once per page", () => {
  preloadViews(TABLE, 'demo-call-dialog', 'hi', () => Promise.resolve());
  expect(preloads()).toEqual([
    ['modulepreload', '/v/mount-view.js'],
    ['modulepreload', '/v/demo-call.js'],
    ['modulepreload', '/v/shared.js'],
    ['modulepreload', '/v/demo-hi.js'],
  ]);

  preloadViews(TABLE, 'demo-call-dialog', 'hi', () => Promise.resolve());
  preloadViews(TABLE, 'voice-widget', 'en', () => Promise.resolve());
  expect(preloads().slice(4)).toEqual([
    ['modulepreload', '/v/voice.js'],
    ['modulepreload', '/v/voice-en.js'],
  ]);
});

it("imports the page's shared modules the view needs with its chunks, and a failed one is left for the view to report", async () => {
  const importShared = vi.fn(() => Promise.reject(new Error('offline')));
  preloadViews(TABLE, 'demo-call-dialog', 'en', importShared);
  expect(importShared.mock.calls).toEqual([['@vaani/data/leads']]);
  // No unhandled rejection: vitest fails the run on one.
  await Promise.resolve();
});
