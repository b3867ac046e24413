import type { VaaniQueueCommand } from '../types.d.ts';

type Callable = HTMLElement & Partial<Record<VaaniQueueCommand[0], () => void>>;

function run([method, tag]: VaaniQueueCommand) {
  const element: Callable = document.querySelector(tag) ?? document.body.appendChild(document.createElement(tag));
  element[method]?.();
}

/**
 * Runs the calls a page queued before this script arrived (`window.vaaniQueue`, created by the
 * partner's snippet), then makes later pushes run at once. We never create the global ourselves.
 */
export function runQueue(): void {
  const queue = window.vaaniQueue;
  if (!Array.isArray(queue)) return;
  queue.splice(0).forEach(run);
  queue.push = (...commands: VaaniQueueCommand[]) => {
    commands.forEach(run);
    return queue.length;
  };
}
