import type { StateCreator } from 'zustand';

/**
 * zustand renders a store's state from its creation on the server and while hydrating. A store
 * that is filled before rendering (the published settings: the server applies them before it
 * renders, the browser before it hydrates) must render its current state in both places instead,
 * or the served page would show the defaults and the browser would rebuild it.
 */
export const currentServerSnapshot =
  <T>(config: StateCreator<T>): StateCreator<T> =>
  (set, get, api) => {
    api.getInitialState = get;
    return config(set, get, api);
  };
