import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError, unavailable } from './http.ts';

export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Spends one request from each bucket in the database (so every function instance shares the
 * count) and refuses with 429 once any bucket is empty. A failed check refuses too: these
 * endpoints place calls and store leads, so being open while blind is the worse failure.
 */
export async function enforceRateLimits(client: SupabaseClient, limits: readonly RateLimit[]): Promise<void> {
  for (const { key, limit, windowSeconds } of limits) {
    const { data, error } = await client.rpc('consume_rate_limit', {
      p_key: key,
      p_limit: limit,
      p_window_seconds: windowSeconds,
    });
    if (error) throw unavailable('consume_rate_limit failed', error.message);
    if (data !== true) throw new HttpError(429, 'Too many requests. Please try again later.');
  }
}
