import { watchLeadOutbox } from '@vaani/data/leads';
import { useEffect } from 'react';

/**
 * Every form of this remote starts the browser's lead outbox when it mounts: the footer's box is
 * on every page, so a lead an earlier visit could not deliver is sent on the next one.
 */
export function useLeadOutbox(): void {
  useEffect(() => watchLeadOutbox(), []);
}
