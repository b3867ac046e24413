// Remotes never import one another at build time (see ARCHITECTURE.md). When one remote shows a
// piece another remote owns (the home page's request-callback section belongs to the forms
// remote), the host lends that piece here and the borrowing remote renders it by name. This
// module is a federation singleton, so host and remotes see the same registry. A plain registry,
// not a store: pieces are lent before anything renders (at the host's start-up in the browser,
// before each render into a server entry's own copy), never while a page shows.
import type { ComponentType } from 'react';

/** Every piece one remote lends another, named once. */
export type RemoteSlotName = 'request-callback-section';

const slots = new Map<RemoteSlotName, ComponentType>();

/** Lends `component` under `name`; returns the undoing (what was there before comes back), for stories. */
export function registerSlot(name: RemoteSlotName, component: ComponentType): () => void {
  const before = slots.get(name);
  slots.set(name, component);
  return () => (before ? slots.set(name, before) : slots.delete(name));
}

/** The component lent under `name`, or undefined when no host lent one (a story, a page without the host). */
export const remoteSlot = (name: RemoteSlotName): ComponentType | undefined => slots.get(name);
