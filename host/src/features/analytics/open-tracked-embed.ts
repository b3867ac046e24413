import { track } from '@vaani/stores';
import { openEmbed } from '@vaani/ui';

/** Try Now: the demo-call dialog, reported as a try-now click from `location`. */
export function openTryNow(location: string): void {
  track({ name: 'try_now_click', location });
  void openEmbed('demo-call-dialog');
}

/** Book Demo: the booking dialog, reported as a demo request from `location`. */
export function openBookDemo(location: string): void {
  track({ name: 'demo_request', location });
  void openEmbed('book-demo-dialog');
}
