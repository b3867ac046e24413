// What the tiny loader and the lazily loaded elements agree on. Imported by the loader, so it
// must stay free of React and of anything heavy.
import type { FunctionsBackend } from '@vaani/data/functions';
import type { EmbedTag, VaaniEventDetailMap, VaaniEventName } from './types.d.ts';

export const EMBED_TAGS: readonly EmbedTag[] = ['voice-widget', 'demo-call-dialog', 'book-demo-dialog'];

/** Every configuration attribute, listed once: shells observe and forward them, elements read them. */
export const CONFIG_ATTRIBUTES = [
  'supabase-url',
  'supabase-anon-key',
  'agent-id',
  'booking-url',
  'primary-color',
  'accent-color',
  'voice-api-url',
  'visitor-name',
  'visitor-email',
  'visitor-phone',
  'lang',
  'texts',
  'brand-name',
] as const;

/**
 * The backend an element talks to: its own `supabase-url` / `supabase-anon-key` attributes, else
 * the defaults built into the script. Read from the element at call time, never kept globally.
 */
export function backendOf(element: Element): FunctionsBackend {
  return {
    url: element.getAttribute('supabase-url') || String(import.meta.env.VITE_SUPABASE_URL ?? ''),
    anonKey: element.getAttribute('supabase-anon-key') || String(import.meta.env.VITE_SUPABASE_ANON_KEY ?? ''),
  };
}

/** Marks a page's (or our own) control that opens an element: `data-vaani-open="book-demo-dialog"`. */
export const OPEN_ATTRIBUTE = 'data-vaani-open';

/** Set by the loader on the voice widget's inner element once the key lookup has finished. */
export const API_KEY_ATTRIBUTE = 'api-key';

/** The launcher and its panel float above partner page chrome (sticky headers, chat bubbles). */
export const LAUNCHER_Z_INDEX = 2147483000;

/** The lazily registered element that renders a shell's React view, one per public tag. */
export const viewTagFor = (tag: EmbedTag) => `vaani-${tag}-view`;

export function emitVaaniEvent<K extends VaaniEventName>(
  target: EventTarget,
  name: K,
  detail: VaaniEventDetailMap[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
