/**
 * What shows a visitor reaching for a served piece that starts within the first screen (the home
 * page's callback form), where nearing the viewport says nothing: a pointer over it or pressing
 * it, a focus or a key inside it, or the visitor's first scroll of the page.
 */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/** Whether the visitor reached for `element` before the page was live: focus or pointer in it, or scrolled. */
const alreadyReached = (element: Element) => element.contains(document.activeElement) || element.matches(':hover') || window.scrollY > 0;

/** Calls `onReach` once, when the visitor first reaches for `element` (at once if they have). */
export function observeReach(element: Element, onReach: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of REACH_EVENTS) element.removeEventListener(type, reach, options);
    window.removeEventListener('scroll', reach, options);
  };
  function reach() {
    stop();
    onReach();
  }
  if (alreadyReached(element)) {
    onReach();
    return () => undefined;
  }
  for (const type of REACH_EVENTS) element.addEventListener(type, reach, options);
  window.addEventListener('scroll', reach, options);
  return stop;
}
