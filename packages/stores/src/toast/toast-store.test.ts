import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT_IN_MEMORY,
  TOAST_REMOVE_DELAY_MS,
  TOAST_VISIBLE,
  toast,
  useToastStore,
  visibleToasts,
} from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    useToastStore.getState().resume();
    vi.useRealTimers();
  });

  it('has the spec constants', () => {
    expect(TOAST_LIMIT_IN_MEMORY).toBe(20);
    expect(TOAST_VISIBLE).toBe(3);
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1000000);
  });

  it('returns an id and holds the toast, newest first', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second', description: 'More', variant: 'destructive' });
    expect(first).not.toBe(second);
    const { toasts } = useToastStore.getState();
    expect(toasts.map((item) => item.title)).toEqual(['Second', 'First']);
    expect(toasts[0]).toMatchObject({ id: second, description: 'More', variant: 'destructive', open: true });
    expect(toasts[1]).toMatchObject({ variant: 'default', duration: 4000 });
  });

  it('holds at most 20 toasts in memory and shows 3', () => {
    for (let index = 1; index <= 25; index += 1) toast({ title: `Toast ${index}` });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(20);
    expect(toasts[0]?.title).toBe('Toast 25');
    expect(toasts[19]?.title).toBe('Toast 6');
    expect(visibleToasts(toasts).map((item) => item.title)).toEqual(['Toast 25', 'Toast 24', 'Toast 23']);
  });

  it('closes a toast after 4000 ms by default and removes it after the removal delay', () => {
    const id = toast({ title: 'Saved' });
    vi.advanceTimersByTime(3999);
    expect(useToastStore.getState().toasts[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id, open: false });
    expect(visibleToasts(useToastStore.getState().toasts)).toHaveLength(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('honours a custom duration and manual dismissal', () => {
    const long = toast({ title: 'Long', duration: 10000 });
    const manual = toast({ title: 'Manual', duration: Infinity });
    vi.advanceTimersByTime(9999);
    expect(visibleToasts(useToastStore.getState().toasts).map((item) => item.id)).toEqual([manual, long]);
    vi.advanceTimersByTime(1);
    expect(visibleToasts(useToastStore.getState().toasts).map((item) => item.id)).toEqual([manual]);
    useToastStore.getState().dismiss(manual);
    expect(visibleToasts(useToastStore.getState().toasts)).toHaveLength(0);
  });

  it('shows the next toast once a visible one closes', () => {
    for (let index = 1; index <= 4; index += 1) toast({ title: `Toast ${index}`, duration: Infinity });
    const [newest] = useToastStore.getState().toasts;
    useToastStore.getState().dismiss(newest?.id);
    expect(visibleToasts(useToastStore.getState().toasts).map((item) => item.title)).toEqual([
      'Toast 3',
      'Toast 2',
      'Toast 1',
    ]);
  });

  it('pauses the countdown while the reader is on the toasts', () => {
    toast({ title: 'Paused' });
    vi.advanceTimersByTime(3000);
    useToastStore.getState().pause();
    vi.advanceTimersByTime(10000);
    expect(useToastStore.getState().toasts[0]?.open).toBe(true);
    useToastStore.getState().resume();
    vi.advanceTimersByTime(999);
    expect(useToastStore.getState().toasts[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });
});
