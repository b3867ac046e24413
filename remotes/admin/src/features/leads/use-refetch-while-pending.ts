import { useEffect } from 'react';

/** How often a screen showing a pending lead (being forwarded, or queued again) reads it again. */
const PENDING_REFRESH_MS = 3000;

/** Reads the screen's leads again every few seconds while one is pending, so it follows without a reload. */
export function useRefetchWhilePending(pending: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => void refetch(), PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, refetch]);
}
