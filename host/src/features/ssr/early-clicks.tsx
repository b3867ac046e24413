// The shell's side of the early-tap hand-over (early-clicks-script.ts holds the taps made before it).
import { useEffect, type ReactNode } from 'react';
import { SHELL_HYDRATED_EVENT } from './early-clicks-script.ts';

/** Set on <html> at the same moment: CSS that stands in for the shell until then stops applying. */
export const SHELL_LIVE_ATTRIBUTE = 'data-shell-live';

/** Announces the shell has committed; adds no element, so every useId matches the server's. */
export function ShellHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(SHELL_LIVE_ATTRIBUTE, '');
    document.dispatchEvent(new CustomEvent(SHELL_HYDRATED_EVENT));
  }, []);
  return children;
}
