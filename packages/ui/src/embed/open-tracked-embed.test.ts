import { addTracker, type AnalyticsEvent } from '@vaani/stores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEmbed } from './open-embed.ts';
import { bookDemoControl, openBookDemo, openTryNow, tryNowControl } from './open-tracked-embed.ts';

const warmed: string[] = [];
vi.mock('./open-embed.ts', () => ({
  openEmbed: vi.fn(async () => undefined),
  warmsOnIntent: (tag: string) => ({ onPointerEnter: () => warmed.push(tag), onFocus: () => warmed.push(tag) }),
}));

const events: AnalyticsEvent[] = [];
addTracker({ id: 'test', track: (event) => events.push(event) });
afterEach(() => {
  events.length = 0;
  warmed.length = 0;
  vi.mocked(openEmbed).mockClear();
});

describe("the site's Try Now and Book Demo", () => {
  it('report a button click and their own event from where they were pressed', () => {
    openTryNow('use-case:trust', 'Try it now');
    openBookDemo('hero');
    expect(events).toEqual([
      { name: 'button_click', label: 'Try it now', location: 'use-case:trust' },
      { name: 'try_now_click', location: 'use-case:trust' },
      { name: 'button_click', label: 'Book Demo', location: 'hero' },
      { name: 'demo_request', location: 'hero' },
    ]);
  });

  it("as a control's props, warm their dialog on intent and open it, tracked, on a click", () => {
    const tryNow = tryNowControl('header');
    const bookDemo = bookDemoControl('hero', 'See it live');
    tryNow.onPointerEnter();
    bookDemo.onFocus();
    expect(warmed).toEqual(['demo-call-dialog', 'book-demo-dialog']);
    expect(openEmbed).not.toHaveBeenCalled();

    tryNow.onClick();
    bookDemo.onClick();
    expect(vi.mocked(openEmbed).mock.calls).toEqual([['demo-call-dialog'], ['book-demo-dialog']]);
    expect(events).toEqual([
      { name: 'button_click', label: 'Try Now', location: 'header' },
      { name: 'try_now_click', location: 'header' },
      { name: 'button_click', label: 'See it live', location: 'hero' },
      { name: 'demo_request', location: 'hero' },
    ]);
  });
});
