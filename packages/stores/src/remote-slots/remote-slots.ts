// Remotes never import one another at build time (see ARCHITECTURE.md): the host lends a piece one
// remote owns here (the forms remote's request-callback section) and another renders it by name.
// A federation singleton, and a plain registry rather than a store: pieces are lent before anything
// renders (at the host's start-up, or before each server render), never while a page shows.
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
