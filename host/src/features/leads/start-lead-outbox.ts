import { LEAD_OUTBOX_STORAGE_KEY } from '@vaani/data/lead-outbox-key';

function waitingLeads(): boolean {
  try {
    return localStorage.getItem(LEAD_OUTBOX_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Sends on this visit, on any page, a lead an earlier one could not deliver. The host alone starts
 * the outbox (@vaani/data/leads is a federation singleton); most visitors have nothing waiting.
 */
export function startLeadOutbox(): void {
  if (!waitingLeads()) return;
  void import('@vaani/data/leads').then(({ watchLeadOutbox }) => watchLeadOutbox());
}
