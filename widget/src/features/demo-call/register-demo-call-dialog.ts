import { watchLeadOutbox } from '@vaani/data/leads';
import { recordVisit } from '@vaani/stores/visit-record';
import { emitVaaniEvent } from '../../embed-contract.ts';
import { createOpenStore } from '../../element/open-store.ts';
import { registerView } from '../../element/register-view.ts';
import { notePageOpener } from './api/note-page-opener.ts';
import { DemoCallDialogView } from './components/demo-call-dialog-view.tsx';

/**
 * Defines the Get a Demo Call dialog's React element under `tagName`, and starts the lead outbox:
 * on a partner page the element runtime is what starts it, so a lead an earlier visit left waiting
 * goes as soon as the dialog is wanted. On our own site @vaani/data/leads is the host's (a
 * federation singleton, which the host starts when a lead is waiting); starting it again is a no-op.
 */
export function registerDemoCallDialog(tagName: string): CustomElementConstructor {
  watchLeadOutbox();
  // The dialog's code loads on intent: on a partner page, the visit is recorded from here on.
  recordVisit();
  return registerView(
    tagName,
    DemoCallDialogView,
    ['primaryColor', 'accentColor', 'supabaseUrl', 'supabaseAnonKey', 'visitorName', 'visitorEmail', 'visitorPhone'],
    (element) =>
      createOpenStore((isOpen) => {
        if (isOpen) notePageOpener();
        emitVaaniEvent(element, isOpen ? 'vaani:open' : 'vaani:close', { tag: 'demo-call-dialog' });
      }),
    (store) => ({ open: store.getState().open, close: store.getState().close }),
  );
}
