/**
 * The LAST x-forwarded-for entry, the one the edge gateway appended: the entries before it are the
 * client's own writing, made-up rate-limit buckets. Without a gateway all share one, only stricter.
 */
export function callerAddress(req: Request): string {
  const last = req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || req.headers.get('x-real-ip')?.trim() || 'unknown';
}
