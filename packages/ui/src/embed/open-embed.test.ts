import { addTracker, type AnalyticsEvent } from '@vaani/stores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookDemoControl, openEmbed, tryNowControl } from './open-embed.ts';

const opened = vi.fn();
const warmed = vi.fn();

class FakeEmbed extends HTMLElement {
  open() {
    opened(this);
  }
  warm() {
    warmed(this);
  }
}

const events: AnalyticsEvent[] = [];
addTracker({ id: 'test', track: (event) => events.push(event) });

afterEach(() => {
  document.body.innerHTML = '';
  opened.mockReset();
  warmed.mockReset();
  events.length = 0;
});

describe('openEmbed', () => {
  it('creates the element when missing and calls open() once it is defined', async () => {
    const pending = openEmbed('book-demo-dialog');
    expect(document.querySelectorAll('book-demo-dialog')).toHaveLength(1);
    expect(opened).not.toHaveBeenCalled();
    customElements.define('book-demo-dialog', class extends FakeEmbed {});
    await pending;
    expect(opened).toHaveBeenCalledWith(document.querySelector('book-demo-dialog'));
  });

  it('reuses the element already on the page', async () => {
    customElements.define('demo-call-dialog', class extends FakeEmbed {});
    const existing = document.createElement('demo-call-dialog');
    document.body.append(existing);
    await openEmbed('demo-call-dialog');
    expect(document.querySelectorAll('demo-call-dialog')).toHaveLength(1);
    expect(opened).toHaveBeenCalledWith(existing);
  });

  it('creates the element when missing and calls warm() once it is defined, without opening it', async () => {
    const pending = openEmbed('voice-widget', 'warm');
    expect(document.querySelectorAll('voice-widget')).toHaveLength(1);
    expect(warmed).not.toHaveBeenCalled();
    customElements.define('voice-widget', class extends FakeEmbed {});
    await pending;
    expect(warmed).toHaveBeenCalledWith(document.querySelector('voice-widget'));
    expect(opened).not.toHaveBeenCalled();
  });
});

describe("the site's Try Now and Book Demo controls", () => {
  it('warm their dialog when hovered or focused, without opening it', async () => {
    const existing = document.createElement('demo-call-dialog');
    const booking = document.createElement('book-demo-dialog');
    document.body.append(existing, booking);
    tryNowControl('header').onPointerEnter();
    bookDemoControl('hero').onFocus();
    await vi.waitFor(() => expect(warmed).toHaveBeenCalledTimes(2));
    expect(warmed.mock.calls).toEqual([[existing], [booking]]);
    expect(opened).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('on a click report a button click and their own event from where they were pressed, then open their dialog', async () => {
    const existing = document.createElement('demo-call-dialog');
    const booking = document.createElement('book-demo-dialog');
    document.body.append(existing, booking);
    tryNowControl('use-case:trust', 'Try it now').onClick();
    bookDemoControl('hero').onClick();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    expect(opened.mock.calls).toEqual([[existing], [booking]]);
    expect(events).toEqual([
      { name: 'button_click', label: 'Try it now', location: 'use-case:trust' },
      { name: 'try_now_click', location: 'use-case:trust' },
      { name: 'button_click', label: 'Book Demo', location: 'hero' },
      { name: 'demo_request', location: 'hero' },
    ]);
  });
});
