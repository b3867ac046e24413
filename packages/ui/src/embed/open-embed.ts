export type EmbedTag = 'demo-call-dialog' | 'book-demo-dialog' | 'voice-widget';

/**
 * The page may not hold the element yet, and the /embed.js loader may still be on its way (it is
 * async), so the element is created on demand and its definition awaited instead of failing.
 */
async function definedEmbed(tag: EmbedTag) {
  const element = document.querySelector(tag) ?? document.body.appendChild(document.createElement(tag));
  await customElements.whenDefined(tag);
  return element;
}

/** Opens one of the embeddable custom elements. */
export async function openEmbed(tag: EmbedTag): Promise<void> {
  (await definedEmbed(tag)).open();
}

/**
 * Loads an embeddable element ahead of a likely opening, as the widget does for partner pages'
 * `data-vaani-open` controls: the booking dialog, for one, then connects to the calendar's origin.
 */
export async function warmEmbed(tag: EmbedTag): Promise<void> {
  (await definedEmbed(tag)).warm();
}

/**
 * Props for a control that opens `tag`: a pointer over it or focus on it warms the element. A
 * pointer, not a mouse: a finger's tap enters the control at once, where the mouse events a tap
 * makes come only with its click, 60-90 ms later on a mid-range phone.
 */
export function warmsOnIntent(tag: EmbedTag): { onPointerEnter: () => void; onFocus: () => void } {
  const warm = () => void warmEmbed(tag);
  return { onPointerEnter: warm, onFocus: warm };
}
