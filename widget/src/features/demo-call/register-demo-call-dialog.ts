import { watchLeadOutbox } from '@vaani/data/leads';
import { recordVisit } from '@vaani/stores/visit-record';
import { registerDialogView } from '../../element/dialog-view-root.tsx';
import { DEMO_CALL_TEXTS } from './api/demo-call-texts.ts';
import { notePageOpener } from './api/note-page-opener.ts';
import { ConnectedDemoCallDialog } from './components/demo-call-dialog-view.tsx';

/**
 * Defines the Get a Demo Call dialog's element under `tagName`, and starts the lead outbox: on a
 * partner page nothing else does, so a lead an earlier visit left waiting goes once the dialog is
 * wanted. On our own site it is the host's singleton (started when a lead waits): a no-op here.
 */
export function registerDemoCallDialog(tagName: string): CustomElementConstructor {
  watchLeadOutbox();
  // The dialog's code loads on intent: on a partner page, the visit is recorded from here on.
  recordVisit();
  return registerDialogView(tagName, 'demo-call-dialog', DEMO_CALL_TEXTS, ConnectedDemoCallDialog, [], notePageOpener);
}
