import { useSyncExternalStore } from 'react';

/** Site-spec §9: the header turns opaque once the page is scrolled more than 10 px. */
const HEADER_SCROLL_THRESHOLD_PX = 10;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** False on the server and while hydrating (the served header is the unscrolled one), then live. */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > HEADER_SCROLL_THRESHOLD_PX, () => false);
}
