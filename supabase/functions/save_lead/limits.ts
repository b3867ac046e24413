import type { RateLimit } from '../_shared/rate-limit.ts';

/** Generous enough for a family behind one router filling every form, tight enough to stop a flood. */
export function saveLeadLimits(address: string): RateLimit[] {
  return [{ key: `save_lead:address:${address}`, limit: 60, windowSeconds: 600 }];
}
