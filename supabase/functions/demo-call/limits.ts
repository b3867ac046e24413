import type { RateLimit } from '../_shared/rate-limit.ts';

const TEN_MINUTES = 600;

/** A number can be rung a few times (retries, typos); one address can ask for a handful of numbers. */
export function demoCallLimits(phoneNumber: string, address: string): RateLimit[] {
  return [
    { key: `demo-call:phone:${phoneNumber}`, limit: 3, windowSeconds: TEN_MINUTES },
    { key: `demo-call:address:${address}`, limit: 10, windowSeconds: TEN_MINUTES },
  ];
}
