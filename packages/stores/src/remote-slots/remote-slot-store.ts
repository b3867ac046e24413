// Remotes never import one another at build time (see ARCHITECTURE.md). When one remote shows a
// piece another remote owns (the home page's request-callback section belongs to the forms
// remote), the host registers that piece here at start-up and the borrowing remote renders it by
// name. The store is a federation singleton, so host and remotes see the same registry.
import type { ComponentType } from 'react';
import { create } from 'zustand';

/** Every piece one remote lends another, named once. */
export type RemoteSlotName = 'request-callback-section';

interface RemoteSlotState {
  slots: Partial<Record<RemoteSlotName, ComponentType>>;
  registerSlot: (name: RemoteSlotName, component: ComponentType) => void;
}

export const useRemoteSlotStore = create<RemoteSlotState>()((set) => ({
  slots: {},
  registerSlot: (name, component) => set((state) => ({ slots: { ...state.slots, [name]: component } })),
}));

/** The component registered under `name`, or undefined when no host registered one (a story). */
export const useRemoteSlot = (name: RemoteSlotName): ComponentType | undefined =>
  useRemoteSlotStore((state) => state.slots[name]);
