// Served HTML that is hydrated only when it nears the viewport: until then its code is not even
// fetched, and React keeps the suspended boundary's server HTML in place (clicks on it are held
// by the host's early-tap script). Used by the home page's below-the-fold sections and by the
// forms remote's pieces the server rendered into a page.
import { use, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { observeNear } from '../viewport/observe-near.ts';

/** Opens once, when the region first comes near the viewport. */
export interface NearGate {
  isOpen: boolean;
  opened: Promise<void>;
  open: () => void;
}

function createGate(isOpen: boolean): NearGate {
  const gate = { isOpen } as NearGate;
  gate.opened = new Promise<void>((resolve) => {
    gate.open = () => {
      gate.isOpen = true;
      resolve();
    };
  });
  return gate;
}

/**
 * The gate of the region `ref` points at (an element with a box of its own, which the observer
 * watches); open from the start unless `enabled`. `observe` says when it opens: as the region
 * nears the viewport, or (observeReach) when the visitor reaches for a first-screen region.
 * `location` is the router's location key: React must hydrate a region before it can take a client
 * navigation's context change, so a waiting region would hold the navigation back; the first
 * navigation therefore opens the gate, during that very render.
 */
export function useNearGate(
  ref: RefObject<Element | null>,
  enabled = true,
  location?: string,
  observe: (element: Element, onNear: () => void) => () => void = observeNear,
): NearGate {
  const [gate] = useState(() => createGate(!enabled));
  const [firstLocation] = useState(location);
  if (location !== firstLocation && !gate.isOpen) gate.open();
  useEffect(() => {
    const element = ref.current;
    if (gate.isOpen || !element) return;
    return observe(element, gate.open);
  }, [gate, ref, observe]);
  return gate;
}

/**
 * Holds its children back (suspends) until the gate opens. On the server it never waits: the
 * served HTML holds everything, for a crawler and a first paint.
 */
export function WhenNear({ gate, children }: { gate: NearGate; children: ReactNode }) {
  if (typeof window !== 'undefined' && !gate.isOpen) use(gate.opened);
  return children;
}
