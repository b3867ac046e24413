import { whenIdle } from '@vaani/ui';

/** Adds a third-party script once the page is idle, so it never competes with the first paint. */
export function loadScriptWhenIdle(src: string): void {
  const add = () => {
    if ([...document.scripts].some((script) => script.getAttribute('src') === src)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  };
  whenIdle(add, { timeout: 5000, fallbackDelay: 2000 });
}
