import { describe, expect, it, vi } from 'vitest';
import { createOpenStore } from './open-store.ts';

describe('createOpenStore', () => {
  it('announces each real change once', () => {
    const onChange = vi.fn();
    const store = createOpenStore(onChange);
    store.getState().open();
    store.getState().open();
    store.getState().close();
    store.getState().close();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    expect(store.getState().isOpen).toBe(false);
  });
});
