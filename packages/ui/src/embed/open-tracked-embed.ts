import { noteOpener, track } from '@vaani/stores';
import { openEmbed, warmsOnIntent } from './open-embed.ts';

// The site's own Try Now and Book Demo controls (header, hero, use cases, calls to action,
// footer): each reports the click (site spec §7.10) and opens its element. Partner pages use the
// elements directly and report nothing.

/** Try Now: a button click and a try-now click from `location`, then the demo-call dialog. */
export function openTryNow(location: string, label = 'Try Now'): void {
  track({ name: 'button_click', label, location });
  track({ name: 'try_now_click', location });
  // The lead this dialog sends tells sales which control brought it.
  noteOpener('demo-call', location);
  void openEmbed('demo-call-dialog');
}

/** Book Demo: a button click and a demo request from `location`, then the booking dialog. */
export function openBookDemo(location: string, label = 'Book Demo'): void {
  track({ name: 'button_click', label, location });
  track({ name: 'demo_request', location });
  void openEmbed('book-demo-dialog');
}

/** Props for a Try Now control at `location`: intent warms the demo-call dialog, a click opens it. */
export function tryNowControl(location: string, label?: string) {
  return { ...warmsOnIntent('demo-call-dialog'), onClick: () => openTryNow(location, label) };
}

/** Props for a Book Demo control at `location`: intent warms the booking dialog, a click opens it. */
export function bookDemoControl(location: string, label?: string) {
  return { ...warmsOnIntent('book-demo-dialog'), onClick: () => openBookDemo(location, label) };
}
