import { MAX_ATTRIBUTION_LENGTH, cleanAttribution, type Attribution } from '../_shared/validation/index.ts';

/**
 * A lead's body may carry up to 11 attribution values of 512 characters (up to 3 bytes each in
 * UTF-8) beside its fields, so save_lead reads more than the functions' default 8 KB.
 */
export const LEAD_BODY_MAX_BYTES = 24 * 1024;

/** Cleans the body's attribution before anything else reads it: unknown or dirty values are dropped, the lead is never refused for them. */
export function tidyAttribution(body: Record<string, unknown>): Record<string, unknown> {
  if (!('attribution' in body)) return body;
  return { ...body, attribution: cleanAttribution(body.attribution) };
}

/**
 * The site the form was on, as the request shows it: the browser's Origin header, which a page
 * cannot set. Whatever the body claims about its page is stored beside it, never instead of it.
 */
export function requestOrigin(req: Request): string | null {
  const header = req.headers.get('origin');
  if (!header) return null;
  try {
    const url = new URL(header);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin.slice(0, MAX_ATTRIBUTION_LENGTH) : null;
  } catch {
    return null;
  }
}

/** What store_lead writes into the lead's attribution columns. */
export function storedAttribution(attribution: Attribution, origin: string | null): Record<string, string> {
  return origin ? { ...attribution, request_origin: origin } : { ...attribution };
}
