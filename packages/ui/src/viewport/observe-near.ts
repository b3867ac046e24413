import { useEffect, useState, type RefObject } from 'react';

/** Below-the-fold pieces start loading this far before they scroll into view. */
const NEAR_VIEWPORT_MARGIN = '200px 0px';

/**
 * Calls `onNear` once, when `element` first comes within `margin` of the viewport (at once where
 * IntersectionObserver is missing); returns the cleanup.
 */
export function observeNear(element: Element, onNear: () => void, margin = NEAR_VIEWPORT_MARGIN): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** False until the referenced element first nears the viewport, then true for good. */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true, margin = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return observeNear(element, () => setNear(true), margin);
  }, [near, ref, margin]);
  return near;
}
