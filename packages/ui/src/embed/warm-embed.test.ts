import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmEmbed, warmsOnIntent } from './open-embed.ts';

const warmed = vi.fn();
const opened = vi.fn();

class FakeEmbed extends HTMLElement {
  warm() {
    warmed(this);
  }
  open() {
    opened(this);
  }
}

describe('warmEmbed', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    warmed.mockReset();
  });

  it('creates the element when missing and calls warm() once it is defined, without opening it', async () => {
    const pending = warmEmbed('book-demo-dialog');
    expect(document.querySelectorAll('book-demo-dialog')).toHaveLength(1);
    expect(warmed).not.toHaveBeenCalled();
    customElements.define('book-demo-dialog', class extends FakeEmbed {});
    await pending;
    expect(warmed).toHaveBeenCalledWith(document.querySelector('book-demo-dialog'));
    expect(opened).not.toHaveBeenCalled();
  });

  it('warms the element already on the page when its control is hovered or focused', async () => {
    customElements.define('demo-call-dialog', class extends FakeEmbed {});
    const existing = document.createElement('demo-call-dialog');
    document.body.append(existing);
    const { onPointerEnter, onFocus } = warmsOnIntent('demo-call-dialog');
    onPointerEnter();
    onFocus();
    await customElements.whenDefined('demo-call-dialog');
    await vi.waitFor(() => expect(warmed).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll('demo-call-dialog')).toHaveLength(1);
    expect(warmed).toHaveBeenCalledWith(existing);
  });
});
