// Which admin screens hold unsaved changes, so leaving asks first. useBlocker needs a data router,
// which would add most of react-router to every public page, so the shell guards its own ways out
// (leave-guard.tsx, @vaani/router's guardTraversal) and beforeunload guards the tab.
import { useEffect } from 'react';

const unsaved = new Set<symbol>();

export const hasUnsavedChanges = (): boolean => unsaved.size > 0;

function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older Chromium asks only when returnValue is set.
  event.returnValue = '';
}

/** Marks the calling screen as holding unsaved changes while `dirty`, until it unmounts. */
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
