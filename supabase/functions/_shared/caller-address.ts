/**
 * The client's address as the edge gateway reports it: the LAST x-forwarded-for entry. Every proxy
 * appends the address it received the request from, so the entries before the last one are
 * whatever the client wrote and would let one visitor spread its requests over made-up rate-limit
 * buckets (see supabase/tests/caller-address.test.ts). Without a gateway (local runs) every caller
 * shares one bucket, which only makes limits stricter.
 */
export function callerAddress(req: Request): string {
  const last = req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || req.headers.get('x-real-ip')?.trim() || 'unknown';
}
