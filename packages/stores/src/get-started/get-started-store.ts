// The Get Started dialog belongs to the forms remote, but the marketing remote's call-to-action
// banner and the host's get-started links open it. They meet in this singleton store: openers
// call openGetStarted(); the host mounts the forms remote's dialog, which reads `open`.
import { create } from 'zustand';
import { noteOpener } from '../attribution/lead-openers.ts';

interface GetStartedState {
  open: boolean;
  openGetStarted: () => void;
  closeGetStarted: () => void;
}

export const useGetStartedStore = create<GetStartedState>()((set) => ({
  open: false,
  openGetStarted: () => set({ open: true }),
  closeGetStarted: () => set({ open: false }),
}));

/** Opens the dialog; `control` names the opener the lead will carry ('call-to-action'). */
export function openGetStarted(control: string): void {
  noteOpener('get-started', control);
  useGetStartedStore.getState().openGetStarted();
}
