// Which parts of a server-rendered page React has taken over, told through the DOM with public
// APIs only: a region the server sends is marked `data-hydrating`; a mark placed inside its
// Suspense content removes that attribute when the content commits, i.e. once React has hydrated
// it (or rendered it afresh). The host's early-tap script holds a tap on a control inside a marked
// region and replays it once the mark is gone. React never rendered the removal, so a later render
// of the region (its props unchanged) leaves the attribute off.
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { HYDRATING_ATTRIBUTE } from './hydration-names.ts';

/** Props that mark a region as not yet taken over, for the server's HTML and the first render alike. */
export const hydratingRegion = { [HYDRATING_ATTRIBUTE]: '' } as const;

function unmark(region: RefObject<HTMLElement | null>) {
  region.current?.removeAttribute(HYDRATING_ATTRIBUTE);
}

/**
 * Place inside the region's Suspense content: unmarks the region once that content has committed.
 * Unmarked twice on purpose: the layout effect frees held taps before the next paint, but when the
 * region and its content mount in one commit (rendered in the browser, not hydrated) React attaches
 * the region's ref only after its children's layout effects have run, so there only the passive
 * effect, which runs once every ref is attached, finds the region.
 */
export function HydrationMark({ region }: { region: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => unmark(region), [region]);
  useEffect(() => unmark(region), [region]);
  return null;
}
