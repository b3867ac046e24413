import { createStore, type StoreApi } from 'zustand/vanilla';

interface OpenState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export type OpenStore = StoreApi<OpenState>;

/** A dialog element's open state; `onChange` announces it (vaani:open / vaani:close). */
export function createOpenStore(onChange: (isOpen: boolean) => void): OpenStore {
  return createStore<OpenState>()((set, get) => {
    const setOpen = (isOpen: boolean) => {
      if (get().isOpen === isOpen) return;
      set({ isOpen });
      onChange(isOpen);
    };
    return { isOpen: false, open: () => setOpen(true), close: () => setOpen(false) };
  });
}
