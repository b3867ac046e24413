import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEmbed } from './open-embed.ts';

const opened = vi.fn();

class FakeEmbed extends HTMLElement {
  open() {
    opened(this);
  }
}

describe('openEmbed', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    opened.mockReset();
  });

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
});
