import { HttpError } from '../_shared/http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The browser creates one key per lead and sends it with every retry (the IETF draft's
 * Idempotency-Key header), so a lead whose answer was lost is never stored twice. Optional: a
 * caller without an outbox simply gets no deduplication.
 */
export function readIdempotencyKey(req: Request): string | null {
  const key = req.headers.get('idempotency-key');
  if (key === null) return null;
  if (!UUID.test(key.trim())) throw new HttpError(400, 'Idempotency-Key must be a UUID.');
  return key.trim().toLowerCase();
}
