import { create } from 'zustand';

// Storage can be missing (SSR, tests) or throw (Safari private mode, a partner page's sandboxed
// iframe, quota exceeded); a preference that cannot be saved must never break the page.
function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory store still holds the value for this visit.
  }
}

function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Same as writeStored: losing persistence is acceptable.
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls `onChange` when another tab rewrites `key`, so an admin's edits show up everywhere. */
function watchStored(key: string, onChange: (raw: string | null) => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) onChange(event.newValue);
  });
}

/**
 * The admin's local preview of a published value (site spec §3: local storage `siteConfig`,
 * `homepageSectionOrder`): what `read` makes of the stored JSON, undefined when this browser shows
 * the published value. Another tab's save shows here too.
 */
export interface PreviewState<T> {
  preview: T | undefined;
  setPreview: (value: T) => void;
  clearPreview: () => void;
  /** Re-reads storage, e.g. after another tab saved a new preview. */
  reload: () => void;
}

export function createPreviewStore<T>(key: string, read: (stored: unknown) => T | undefined, clean: (value: T) => T) {
  const readPreview = () => read(parseJson(readStored(key)));
  const store = create<PreviewState<T>>()((set) => ({
    // Not read on a server (no storage there), so the served page and its hydration agree.
    preview: readPreview(),
    setPreview: (value) => {
      const preview = clean(value);
      writeStored(key, JSON.stringify(preview));
      set({ preview });
    },
    clearPreview: () => {
      removeStored(key);
      set({ preview: undefined });
    },
    reload: () => set({ preview: readPreview() }),
  }));
  watchStored(key, () => store.getState().reload());
  return store;
}
