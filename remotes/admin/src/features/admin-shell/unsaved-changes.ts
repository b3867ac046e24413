// Which admin screens hold unsaved changes, so leaving (a link, Back or Forward, signing out, closing
// the tab) asks first. The host's router is a BrowserRouter (a data router, which react-router's
// useBlocker needs, would add most of react-router to every public page's first load), so the shell
// guards the admin's own ways out itself (leave-guard.tsx, and @vaani/router's guardTraversal for
// Back and Forward) and the browser guards the tab (beforeunload).
import { useEffect } from 'react';

const unsaved = new Set<symbol>();

/** Whether any mounted screen holds changes not yet saved. */
export const hasUnsavedChanges = (): boolean => unsaved.size > 0;

/** Keeps the browser from closing or reloading the tab without asking while `dirty`. */
function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older Chromium asks only when returnValue is set.
  event.returnValue = '';
}

/**
 * Marks the calling screen as holding unsaved changes while `dirty`: leaving the screen, signing out
 * or closing the tab then asks first. A screen that unmounts (it was left) no longer counts.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved changes');
    unsaved.add(token);
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      unsaved.delete(token);
      window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [dirty]);
}

/** Whether a form's values differ from what was loaded into it (plain data, compared by value). */
export const changedFrom = (values: unknown, initial: unknown): boolean => JSON.stringify(values) !== JSON.stringify(initial);
