// The forms remote's Get Started dialog, opened from the marketing remote and the host: they meet
// in this singleton store, whose `open` the dialog the host mounts reads.
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
