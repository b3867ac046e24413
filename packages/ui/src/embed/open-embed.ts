export type EmbedTag = 'demo-call-dialog' | 'book-demo-dialog' | 'voice-widget';

interface OpenableElement extends HTMLElement {
  open: () => void;
}

/**
 * Opens one of the embeddable custom elements. The page may not hold the element yet, and the
 * /embed.js loader may still be on its way (it is async), so the element is created on demand
 * and the call waits for its definition instead of failing.
 */
export async function openEmbed(tag: EmbedTag): Promise<void> {
  const element = document.querySelector(tag) ?? document.body.appendChild(document.createElement(tag));
  await customElements.whenDefined(tag);
  (element as OpenableElement).open();
}
