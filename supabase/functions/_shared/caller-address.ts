/**
 * The client's address as the edge gateway reports it: the first x-forwarded-for entry. Without
 * a gateway (local runs) every caller shares one bucket, which only makes limits stricter.
 */
export function callerAddress(req: Request): string {
  const first = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first || req.headers.get('x-real-ip')?.trim() || 'unknown';
}
