// What the Book a Live Demo dialog knows about the two booking providers partners use: how to
// prefill their page and how each announces a booking to the page that frames it.
import type { VaaniEventDetailMap } from '../../../types.d.ts';
import type { VisitorDetails } from '../../../element/visitor-details.ts';

export type BookingProvider = VaaniEventDetailMap['vaani:booking-scheduled']['provider'];
export type BookingScheduled = Omit<VaaniEventDetailMap['vaani:booking-scheduled'], 'tag'>;

const onHost = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);

/** Not URL.canParse: phones a few years old, common on partner sites, lack it. */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Only a web page can be framed as the calendar: https, or http on this machine while developing.
 * Anything else (`javascript:`, `data:`) is refused here, on partner pages too, where the build
 * renders with preact/compat, which does not block `javascript:` URLs as React does.
 */
export function isBookableUrl(value: string): boolean {
  const url = parseUrl(value);
  return url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

export function bookingProviderOf(bookingUrl: string): BookingProvider | null {
  const hostname = parseUrl(bookingUrl)?.hostname;
  if (!hostname) return null;
  if (onHost(hostname, 'cal.com')) return 'cal.com';
  if (onHost(hostname, 'calendly.com')) return 'calendly';
  return null;
}

/**
 * The frame's address: the booking page with the visitor's `name` and `email` when known (both
 * providers read them), and for Calendly the parameters that make it announce bookings to us.
 */
export function calendarFrameUrl(bookingUrl: string, visitor: Pick<VisitorDetails, 'name' | 'email'>, pageHost: string): string {
  const url = parseUrl(bookingUrl);
  if (!url) return bookingUrl;
  for (const field of ['name', 'email'] as const) {
    const value = visitor[field];
    if (value && !url.searchParams.has(field)) url.searchParams.set(field, value);
  }
  if (bookingProviderOf(bookingUrl) === 'calendly') {
    url.searchParams.set('embed_domain', pageHost);
    url.searchParams.set('embed_type', 'Inline');
  }
  return url.href;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A booking announced by the calendar frame: Cal.com's `bookingSuccessfulV2` (with the slot's
 * start) or Calendly's `calendly.event_scheduled` (which carries no time). Anything else: null.
 */
export function readBookingMessage(provider: BookingProvider, data: unknown): BookingScheduled | null {
  if (!isRecord(data)) return null;
  if (provider === 'cal.com' && data.originator === 'CAL' && data.type === 'bookingSuccessfulV2') {
    const startTime = isRecord(data.data) ? data.data.startTime : undefined;
    return typeof startTime === 'string' ? { provider, startTime } : { provider };
  }
  if (provider === 'calendly' && data.event === 'calendly.event_scheduled') return { provider };
  return null;
}
