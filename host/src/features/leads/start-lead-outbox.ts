import { LEAD_OUTBOX_STORAGE_KEY } from '@vaani/data/lead-outbox-key';

function waitingLeads(): boolean {
  try {
    return localStorage.getItem(LEAD_OUTBOX_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * A lead an earlier visit could not deliver is sent on this one, on whatever page it lands and
 * however far the visitor scrolls. The host is the one place that starts the outbox on our site
 * (@vaani/data/leads is a federation singleton: the forms and the elements send through this very
 * module). Most visitors have nothing waiting and load nothing for it.
 */
export function startLeadOutbox(): void {
  if (!waitingLeads()) return;
  void import('@vaani/data/leads').then(({ watchLeadOutbox }) => watchLeadOutbox());
}
