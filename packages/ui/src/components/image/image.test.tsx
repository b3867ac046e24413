import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { Image } from './image.tsx';

type ObserverCallback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

function installObserver() {
  const observers: { callback: ObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, ...(options ? { options } : {}) });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

describe('Image', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Failed to load image' when the file cannot load", () => {
    renderWithUi(<Image src="/missing.png" alt="Agent" />);
    fireEvent.error(screen.getByRole('img', { name: 'Agent' }));
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Agent' })).not.toBeInTheDocument();
  });

  it('treats an empty url as a failed image', () => {
    renderWithUi(<Image src="" alt="Logo" />);
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
  });

  it('starts loading only once within 50px of the viewport', () => {
    const observers = installObserver();
    renderWithUi(<Image src="/photo.jpg" alt="Tower" />);
    expect(screen.queryByRole('img', { name: 'Tower' })).not.toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('50px');
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByRole('img', { name: 'Tower' })).toHaveAttribute('src', '/photo.jpg');
  });

  it('loads a priority image at once', () => {
    installObserver();
    renderWithUi(<Image src="/hero.jpg" alt="Hero" priority />);
    const image = screen.getByRole('img', { name: 'Hero' });
    fireEvent.load(image);
    expect(image.closest('[data-state]')).toHaveAttribute('data-state', 'loaded');
  });
});
