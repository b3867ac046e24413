// Asks before Back or Forward leaves a screen with unsaved changes. Not react-router's useBlocker:
// it needs a data router, which would add most of react-router to every public page's first load.
// - Where the browser has the Navigation API (Chromium), a same-document traversal fires a cancelable
//   `navigate` event: cancelling it keeps the entry, the address and the screen, and react-router
//   never hears of it.
// - Elsewhere, or when the browser does not let the page cancel (it allows that once per user
//   activation: a second Back without touching the page is not cancelable), the popstate listener
//   stops the event before react-router's listener renders the other route, puts the entry back
//   and asks. Chromium calls a window's listeners in the order they were added, capture or not, so
//   this one is added when the router module loads, before BrowserRouter adds its own.
// "Leave" replays the traversal, and both listeners let it through.

export interface TraversalGuard {
  /** Whether leaving the current entry should be asked about now. */
  shouldAsk: () => boolean;
  /** Asks the person; calling `leave` performs the traversal. */
  ask: (leave: () => void) => void;
}

/** The part of the Navigation API used here (not every browser, nor TypeScript's DOM lib, has it). */
interface TraverseNavigateEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { index: number; sameDocument: boolean };
}
interface NavigationApi extends EventTarget {
  currentEntry: { index: number } | null;
}

/** The index BrowserRouter keeps in the state of each of its history entries. */
const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

let current: (TraversalGuard & { shown: number | null }) | null = null;
// A traversal the person agreed to: both listeners let it through.
let leaving = false;
// The traversal back to the shown entry after a popstate that was stopped.
let restoring = false;

const leave = (delta: number) => () => {
  leaving = true;
  window.history.go(delta);
};

function onNavigate(event: Event) {
  const traversal = event as TraverseNavigateEvent;
  const from = (window as Window & { navigation?: NavigationApi }).navigation?.currentEntry?.index;
  if (!current || leaving || restoring || traversal.navigationType !== 'traverse' || !traversal.cancelable) return;
  if (from === undefined || !traversal.destination.sameDocument || !current.shouldAsk()) return;
  event.preventDefault();
  current.ask(leave(traversal.destination.index - from));
}

function onPopState(event: PopStateEvent) {
  if (leaving || restoring) {
    if (restoring) event.stopImmediatePropagation();
    leaving = restoring = false;
    return;
  }
  const to = entryIndex(event.state);
  const shown = current?.shown ?? null;
  if (!current || shown === null || to === null || to === shown || !current.shouldAsk()) return;
  event.stopImmediatePropagation();
  restoring = true;
  window.history.go(shown - to);
  current.ask(leave(to - shown));
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', onPopState);
  (window as Window & { navigation?: NavigationApi }).navigation?.addEventListener('navigate', onNavigate);
}

/**
 * Guards Back and Forward from the entry now shown (call it again after each navigation, so it
 * measures from the right entry); returns the function that lifts the guard.
 */
export function guardTraversal(guard: TraversalGuard): () => void {
  const installed = { ...guard, shown: entryIndex(window.history.state) };
  current = installed;
  return () => {
    if (current === installed) current = null;
  };
}
