import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * True while rendering on the server and while hydrating what it sent; false from then on and
 * for pages rendered in the browser alone. Lets a piece that the server cannot render (a remote
 * without a server entry) send a placeholder and hydrate that same placeholder, then load.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
