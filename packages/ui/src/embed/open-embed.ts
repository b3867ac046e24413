import { noteOpener, track } from '@vaani/stores';

export type EmbedTag = 'demo-call-dialog' | 'book-demo-dialog' | 'voice-widget';

/**
 * Opens (or warms) one of the embeddable elements, created on demand and its definition awaited:
 * the page may lack it and the async /embed.js loader may still be on its way. Warming loads it
 * ahead of a likely opening (the booking dialog also connects to the calendar's origin).
 */
export async function openEmbed(tag: EmbedTag, method: 'open' | 'warm' = 'open'): Promise<void> {
  const element = document.querySelector(tag) ?? document.body.appendChild(document.createElement(tag));
  await customElements.whenDefined(tag);
  element[method]();
}

/**
 * Props for one of the site's own Try Now and Book Demo controls (header, hero, use cases, calls
 * to action, footer): a pointer over it or focus on it warms `tag`; a click reports itself (site
 * spec §7.10) and opens it. A pointer, not a mouse: a finger's tap enters the control at once,
 * where the mouse events a tap makes come only with its click, 60-90 ms later on a mid-range
 * phone. Partner pages use the elements directly and report nothing.
 */
function embedControl(tag: EmbedTag, report: () => void) {
  const warm = () => void openEmbed(tag, 'warm');
  const onClick = () => {
    report();
    void openEmbed(tag);
  };
  return { onPointerEnter: warm, onFocus: warm, onClick };
}

/** Try Now at `location`: a button click and a try-now click, then the demo-call dialog. */
export const tryNowControl = (location: string, label = 'Try Now') =>
  embedControl('demo-call-dialog', () => {
    track({ name: 'button_click', label, location });
    track({ name: 'try_now_click', location });
    // The lead this dialog sends tells sales which control brought it.
    noteOpener('demo-call', location);
  });

/** Book Demo at `location`: a button click and a demo request, then the booking dialog. */
export const bookDemoControl = (location: string, label = 'Book Demo') =>
  embedControl('book-demo-dialog', () => {
    track({ name: 'button_click', label, location });
    track({ name: 'demo_request', location });
  });
