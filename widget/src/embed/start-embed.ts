import { EMBED_TAGS, OPEN_ATTRIBUTE } from '../embed-contract.ts';
import type { EmbedTag, VaaniQueueCommand } from '../types.d.ts';
import { defineShell, type LoadViews } from './define-shell.ts';

type Callable = HTMLElement & Partial<Record<VaaniQueueCommand[0], () => void>>;

/** The page's element of `tag`, created at the end of the body if it placed none. */
const elementOf = (tag: EmbedTag): Callable => document.querySelector(tag) ?? document.body.appendChild(document.createElement(tag));

/** The element a control names with data-vaani-open, looked up through shadow roots too. */
function namedBy(event: Event): Callable | null {
  for (const node of event.composedPath()) {
    const tag = node instanceof Element ? (node.getAttribute(OPEN_ATTRIBUTE) as EmbedTag | null) : null;
    if (tag && EMBED_TAGS.includes(tag)) return elementOf(tag);
  }
  return null;
}

const run = ([method, tag]: VaaniQueueCommand) => elementOf(tag)[method]?.();

/**
 * Runs the calls a page queued before this script arrived (`window.vaaniQueue`, created by the
 * partner's snippet), then makes later pushes run at once. We never create the global ourselves.
 */
function runQueue(): void {
  const queue = window.vaaniQueue;
  if (!Array.isArray(queue)) return;
  queue.splice(0).forEach(run);
  queue.push = (...commands: VaaniQueueCommand[]) => {
    commands.forEach(run);
    return queue.length;
  };
}

/**
 * Any control marked `data-vaani-open="<tag>"` opens that element on click, and warms it on hover
 * or focus (its code loads; the booking dialog connects to the calendar) to be ready for the click.
 */
function listenToControls() {
  const warm = (event: Event) => namedBy(event)?.warm?.();
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  document.addEventListener('click', (event) => namedBy(event)?.open?.());
}

/**
 * Defines the three public elements, whose views come from `loadViews` on intent: the standalone
 * chunks on a partner page (embed.js), the federated ones on our own site. Whoever runs first is
 * in charge; a second copy of the script (or the site's build beside embed.js) does nothing.
 */
export function startEmbed(loadViews: LoadViews, { floatingWidget }: { floatingWidget: boolean }): void {
  if (EMBED_TAGS.some((tag) => customElements.get(tag))) return;
  EMBED_TAGS.forEach((tag) => defineShell(tag, loadViews));
  listenToControls();
  // Only once parsing is done do we know which elements the page placed itself, so queued calls
  // and the floating widget never create a second copy of one.
  const parsed = () => {
    runQueue();
    if (floatingWidget && !document.querySelector('voice-widget')) {
      document.body.append(document.createElement('voice-widget'));
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed, { once: true });
  else parsed();
}
