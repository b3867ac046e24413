import { guardTraversal, useLocation, useNavigate } from '@vaani/router';
import { useCallback, useEffect, type ReactNode } from 'react';
import { hasUnsavedChanges } from '../unsaved-changes.ts';
import { useConfirm } from './confirm-dialog.tsx';

const LEAVE_DIALOG = {
  title: 'Leave without saving?',
  description: 'Your changes on this screen are not saved yet. Leave and lose them, or cancel to stay and save them.',
  confirmLabel: 'Leave without saving',
} as const;

/** The in-site address a click on `target` would open, or null when it leaves the page some other way. */
function inSiteTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname === window.location.pathname && url.search === window.location.search ? null : to;
}

export interface LeaveGuard {
  /** Runs `action` at once, or after the person agreed to lose the unsaved changes. */
  ask: (action: () => void) => void;
  dialog: ReactNode;
}

/**
 * Asks before an admin link or Back/Forward leaves unsaved changes; `ask` guards Sign out. The click
 * is stopped in the capture phase, before react-router's Link, and replayed if the person agrees.
 */
export function useLeaveGuard(onAsk?: () => void): LeaveGuard {
  const navigate = useNavigate();
  const question = useConfirm(() => LEAVE_DIALOG, (action: () => void) => action());
  const { ask: confirm } = question;
  const askNow = useCallback(
    (action: () => void) => {
      onAsk?.();
      confirm(action);
    },
    [onAsk, confirm],
  );
  // Measured from the entry on screen, so the guard follows each navigation.
  const { key } = useLocation();
  useEffect(() => guardTraversal({ shouldAsk: hasUnsavedChanges, ask: askNow }), [key, askNow]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!hasUnsavedChanges()) return;
      const to = inSiteTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      askNow(() => navigate(to));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, askNow]);

  const ask = (action: () => void) => {
    if (!hasUnsavedChanges()) action();
    else askNow(action);
  };
  return { ask, dialog: question.dialog };
}
