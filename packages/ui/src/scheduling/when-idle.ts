interface WhenIdleOptions {
  /** The longest wait for an idle moment before `work` runs anyway, in ms. */
  timeout: number;
  /** Where the browser has no `requestIdleCallback` (Safari), the plain delay used instead, in ms. */
  fallbackDelay: number;
}

/** Runs `work` in a task of its own once the page is idle, so it never holds up a paint or a tap. */
export function whenIdle(work: () => void, { timeout, fallbackDelay }: WhenIdleOptions): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, fallbackDelay);
}
