import { create } from 'zustand';

// Storage can be missing (SSR) or throw (Safari private mode, a sandboxed iframe, quota); a
// preference that cannot be saved must never break the page: the in-memory store keeps it.
function safely<T>(act: (storage: Storage | undefined) => T, otherwise: T): T {
  try {
    return act(globalThis.localStorage);
  } catch {
    return otherwise;
  }
}

const readJson = (key: string): unknown =>
  safely((storage) => {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  }, undefined);

/**
 * The admin's local preview of a published value (site spec §3: local storage `siteConfig`,
 * `homepageSectionOrder`), undefined when this browser shows the published value.
 */
export interface PreviewState<T> {
  preview: T | undefined;
  setPreview: (value: T) => void;
  clearPreview: () => void;
}

export function createPreviewStore<T>(key: string, read: (stored: unknown) => T | undefined, clean: (value: T) => T) {
  const readPreview = () => read(readJson(key));
  const store = create<PreviewState<T>>()((set) => ({
    // Not read on a server (no storage there), so the served page and its hydration agree.
    preview: readPreview(),
    setPreview: (value) => {
      const preview = clean(value);
      safely((storage) => storage?.setItem(key, JSON.stringify(preview)), undefined);
      set({ preview });
    },
    clearPreview: () => {
      safely((storage) => storage?.removeItem(key), undefined);
      set({ preview: undefined });
    },
  }));
  // Another tab rewriting `key` shows here too, so an admin's edits show up everywhere.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) store.setState({ preview: readPreview() });
    });
  }
  return store;
}
