// Storage can be missing (SSR, tests) or throw (Safari private mode, a partner page's sandboxed
// iframe, quota exceeded); a preference that cannot be saved must never break the page.
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory store still holds the value for this visit.
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Same as writeStored: losing persistence is acceptable.
  }
}

export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls `onChange` when another tab rewrites `key`, so an admin's edits show up everywhere. */
export function watchStored(key: string, onChange: (raw: string | null) => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) onChange(event.newValue);
  });
}
