import { expect, it } from 'vitest';
import { preloadViews, type ViewChunkTable } from './preload-views.ts';

const TABLE: ViewChunkTable = {
  'voice-widget': { code: ['/v/mount-view.js', '/v/voice.js', '/v/shared.js'], texts: { en: ['/v/voice-en.js'], hi: ['/v/voice-hi.js'] } },
  'demo-call-dialog': { code: ['/v/mount-view.js', '/v/demo-call.js', '/v/shared.js'], texts: { en: ['/v/demo-en.js'], hi: ['/v/demo-hi.js'] } },
  'book-demo-dialog': { code: ['/v/mount-view.js', '/v/book-demo.js'], texts: { en: ['/v/book-en.js'] } },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [link.rel, new URL(link.href).pathname]);

it("asks at once for every chunk of the element's view and of its words in that language, each once per page", () => {
  preloadViews(TABLE, 'demo-call-dialog', 'hi');
  expect(preloads()).toEqual([
    ['modulepreload', '/v/mount-view.js'],
    ['modulepreload', '/v/demo-call.js'],
    ['modulepreload', '/v/shared.js'],
    ['modulepreload', '/v/demo-hi.js'],
  ]);

  preloadViews(TABLE, 'demo-call-dialog', 'hi');
  preloadViews(TABLE, 'voice-widget', 'en');
  expect(preloads().slice(4)).toEqual([
    ['modulepreload', '/v/voice.js'],
    ['modulepreload', '/v/voice-en.js'],
  ]);
});
