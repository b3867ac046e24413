import { create } from 'zustand';

export const TOAST_LIMIT_IN_MEMORY = 20;
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_REMOVE_DELAY_MS = 1000000;

type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
  /** Drops closed and open toasts from memory immediately. */
  clear: () => void;
  /** Freezes the auto-close countdowns while the reader hovers or focuses the toasts. */
  pause: () => void;
  resume: () => void;
}

interface Countdown {
  timer: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

const countdowns = new Map<string, Countdown>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();
let paused = false;
let counter = 0;

function startCountdown(id: string, remaining: number) {
  if (!Number.isFinite(remaining)) return;
  const countdown: Countdown = { timer: undefined, remaining, startedAt: Date.now() };
  if (!paused) countdown.timer = setTimeout(() => useToastStore.getState().dismiss(id), remaining);
  countdowns.set(id, countdown);
}

function forget(id: string) {
  clearTimeout(countdowns.get(id)?.timer);
  countdowns.delete(id);
  clearTimeout(removals.get(id));
  removals.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  dismiss: (id) => {
    const closing = get().toasts.filter((item) => item.open && (id === undefined || item.id === id));
    if (closing.length === 0) return;
    for (const item of closing) {
      clearTimeout(countdowns.get(item.id)?.timer);
      countdowns.delete(item.id);
      // Closed toasts stay in memory for the removal delay and still count toward the 20 held.
      removals.set(
        item.id,
        setTimeout(() => {
          forget(item.id);
          set({ toasts: get().toasts.filter((toastItem) => toastItem.id !== item.id) });
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
    const closingIds = new Set(closing.map((item) => item.id));
    set({ toasts: get().toasts.map((item) => (closingIds.has(item.id) ? { ...item, open: false } : item)) });
  },
  clear: () => {
    for (const item of get().toasts) forget(item.id);
    set({ toasts: [] });
  },
  pause: () => {
    if (paused) return;
    paused = true;
    const now = Date.now();
    for (const countdown of countdowns.values()) {
      clearTimeout(countdown.timer);
      countdown.timer = undefined;
      countdown.remaining -= now - countdown.startedAt;
    }
  },
  resume: () => {
    if (!paused) return;
    paused = false;
    for (const [id, countdown] of countdowns) startCountdown(id, Math.max(countdown.remaining, 0));
  },
}));

/** Shows a toast from anywhere (no hook needed) and returns its id. Newest first; 20 held at most. */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
}: ToastOptions): string {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = {
    id,
    title,
    variant,
    duration,
    open: true,
    ...(description ? { description } : {}),
  };
  const all = [item, ...useToastStore.getState().toasts];
  for (const dropped of all.slice(TOAST_LIMIT_IN_MEMORY)) forget(dropped.id);
  useToastStore.setState({ toasts: all.slice(0, TOAST_LIMIT_IN_MEMORY) });
  startCountdown(id, duration);
  return id;
}

/**
 * The toasts on screen: the newest open ones, three at most. A plain function rather than a store
 * selector because it builds a new array, which a selector would turn into endless re-renders.
 */
export const visibleToasts = (toasts: readonly ToastItem[]): ToastItem[] =>
  toasts.filter((item) => item.open).slice(0, TOAST_VISIBLE);
