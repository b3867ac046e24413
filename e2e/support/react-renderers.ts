// Counts the copies of React DOM a page runs: each copy registers itself with the DevTools hook
// once, so a stand-in hook installed before any script counts them.
import type { Page } from '@playwright/test';

type HookWindow = { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } };

export async function countReactRenderers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as HookWindow).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
}
