import { addTracker, type AnalyticsEvent } from '@vaani/stores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBookDemo, openTryNow } from './open-tracked-embed.ts';

vi.mock('./open-embed.ts', () => ({ openEmbed: vi.fn(async () => undefined) }));

const events: AnalyticsEvent[] = [];
const remove = addTracker({ id: 'test', track: (event) => events.push(event) });
afterEach(() => {
  events.length = 0;
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
    remove();
  });
});
