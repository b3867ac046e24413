/**
 * Fixed positions are laid out against the layout viewport, which a page that overflows sideways
 * widens past the screen (and which pinch zoom leaves behind): a launcher at `right: 24px` then
 * starts off-screen. This keeps the visual viewport's box (relative to the layout viewport) on
 * `element`, for every fixed piece inside to position against: --vaani-vv-left, --vaani-vv-top,
 * --vaani-vv-width, --vaani-vv-height. Returns the function that stops following.
 */
export function followVisualViewport(element: HTMLElement): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  const update = () => {
    const { offsetLeft, offsetTop, width, height } = viewport;
    for (const [name, value] of Object.entries({ left: offsetLeft, top: offsetTop, width, height })) {
      element.style.setProperty(`--vaani-vv-${name}`, `${value}px`);
    }
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
  };
}
