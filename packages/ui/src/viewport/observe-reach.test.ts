import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeReach } from './observe-reach.ts';

function served() {
  const region = document.createElement('div');
  region.innerHTML = '<form aria-label="Request a callback"><input aria-label="First Name"></form>';
  document.body.append(region);
  return { region, field: region.querySelector('input') as HTMLInputElement };
}

afterEach(() => {
  document.body.replaceChildren();
  window.scrollY = 0;
});

describe('observeReach', () => {
  it('waits while nothing happens, and answers once when the visitor presses inside the region', () => {
    const { region, field } = served();
    const onReach = vi.fn();
    observeReach(region, onReach);
    expect(onReach).not.toHaveBeenCalled();
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('answers to a focus inside the region and to the first scroll of the page', () => {
    const first = served();
    const onFocus = vi.fn();
    observeReach(first.region, onFocus);
    first.field.focus();
    expect(onFocus).toHaveBeenCalledTimes(1);

    const second = served();
    const onScroll = vi.fn();
    observeReach(second.region, onScroll);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(onScroll).toHaveBeenCalledTimes(1);
  });

  it('answers at once when the visitor reached before the page was live: focus inside, or the page scrolled', () => {
    const { region, field } = served();
    field.focus();
    const onFocused = vi.fn();
    observeReach(region, onFocused);
    expect(onFocused).toHaveBeenCalledTimes(1);
    field.blur();

    window.scrollY = 300;
    const onScrolled = vi.fn();
    observeReach(region, onScrolled);
    expect(onScrolled).toHaveBeenCalledTimes(1);
  });

  it('hears nothing more once cleaned up (the region left the page)', () => {
    const { region, field } = served();
    const onReach = vi.fn();
    observeReach(region, onReach)();
    field.dispatchEvent(new Event('pointerover', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(onReach).not.toHaveBeenCalled();
  });
});
