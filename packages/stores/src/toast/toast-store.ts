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
  /** Freezes the auto-close countdowns while the reader hovers or focuses the toasts. */
  pause: () => void;
  resume: () => void;
}

/**
 * Each toast's one timer: its auto-close while open, then its removal from memory. `left` is what
 * remains when it last (re)started at `since`; while the reader is on the toasts none runs.
 */
const timers = new Map<string, { handle?: ReturnType<typeof setTimeout>; left: number; since: number }>();
let paused = false;
let counter = 0;

function forget(items: readonly Pick<ToastItem, 'id'>[]) {
  for (const { id } of items) {
    clearTimeout(timers.get(id)?.handle);
    timers.delete(id);
  }
}

function countDown(id: string, left: number) {
  forget([{ id }]);
  if (Number.isFinite(left)) timers.set(id, { left, since: Date.now(), handle: paused ? undefined : setTimeout(ring, left, id) });
}

function ring(id: string) {
  const { toasts, dismiss } = useToastStore.getState();
  if (toasts.some((item) => item.id === id && item.open)) return dismiss(id);
  timers.delete(id);
  useToastStore.setState({ toasts: toasts.filter((item) => item.id !== id) });
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  dismiss: (id) => {
    const closing = get().toasts.filter((item) => item.open && (id === undefined || item.id === id));
    if (closing.length === 0) return;
    // Closed toasts stay in memory for the removal delay and still count toward the 20 held.
    for (const item of closing) countDown(item.id, TOAST_REMOVE_DELAY_MS);
    set({ toasts: get().toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)) });
  },
  pause: () => {
    if (paused) return;
    paused = true;
    for (const timer of timers.values()) {
      clearTimeout(timer.handle);
      timer.left -= Date.now() - timer.since;
    }
  },
  resume: () => {
    if (!paused) return;
    paused = false;
    for (const [id, { left }] of [...timers]) countDown(id, Math.max(left, 0));
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
  forget(all.slice(TOAST_LIMIT_IN_MEMORY));
  useToastStore.setState({ toasts: all.slice(0, TOAST_LIMIT_IN_MEMORY) });
  countDown(id, duration);
  return id;
}

/** The toasts on screen, three newest open. Not a selector: a new array would re-render endlessly. */
export const visibleToasts = (toasts: readonly ToastItem[]): ToastItem[] =>
  toasts.filter((item) => item.open).slice(0, TOAST_VISIBLE);
