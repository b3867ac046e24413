import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@vaani/router';

/** A page that is still loading its content gets this long to grow to the place being restored. */
const SETTLE_MS = 3000;

/** Where the visitor was on each history entry of this document (router key → scrollY). */
const positions = new Map<string, number>();

/** Runs `arrive` now and each time the page grows, until it gets there, the visitor acts or time runs out. */
function arriveWhenReady(arrive: () => boolean): () => void {
  if (arrive()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (arrive()) stop();
  });
  const timer = setTimeout(stop, SETTLE_MS);
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const name of events) window.removeEventListener(name, stop);
  }
  observer.observe(document.body);
  for (const name of events) window.addEventListener(name, stop, { passive: true });
  return stop;
}

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  // scrollIntoView honours the target's scroll-margin (room for the fixed header).
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Scrolling as between documents: a new page opens at its top (or #anchor), Back and Forward return
 * to where the visitor was. A change of the query alone stays where it is.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // The entry whose page is on screen. A scroll between a popstate and the render of the page it
  // leads to (a lazy page takes a while) still belongs to the page shown, not to history.state's.
  const shownKey = useRef(key);

  useEffect(() => {
    // The browser restores at popstate, before the page it returns to has rendered: the router
    // does it instead, after. A reload or a Back from another site is the browser's again.
    const manual = () => (history.scrollRestoration = 'manual');
    const auto = () => (history.scrollRestoration = 'auto');
    const remember = () => positions.set(shownKey.current, window.scrollY);
    manual();
    // A visitor may have scrolled the served page before React took it over (no scroll event
    // reached us then): where they are now is where Back must bring them.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, []);

  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    // The document's first page is where the browser put it (its #anchor, or where a reload was).
    const first = shownPath.current === null;
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    shownKey.current = key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined && !first) {
      return arriveWhenReady(() => {
        window.scrollTo(0, saved);
        return Math.abs(window.scrollY - saved) < 1;
      });
    }
    if (hash && !first) return arriveWhenReady(() => scrollToHash(hash));
    if (!samePage && !first) window.scrollTo(0, 0);
    return undefined;
    // All four change together, with each navigation.
  }, [key, pathname, hash, navigationType]);
  return null;
}
