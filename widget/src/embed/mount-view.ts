// The views' entry, imported by a shell on intent. Each element's code is its own chunk, so the
// voice widget never downloads the demo-call form's Supabase client, and the reverse; its words
// come in a chunk of their own per language, fetched beside it, so a page gets one language only.
import { reportUncaughtErrors } from '@vaani/data/visitor-errors';
import { backendOf, viewTagFor } from '../embed-contract.ts';
import { resolveLang } from '../element/lang.ts';
import type { TextCatalogs } from '../element/texts.ts';
import { BOOK_DEMO_TEXTS } from '../features/book-demo/api/book-demo-texts.ts';
import { DEMO_CALL_TEXTS } from '../features/demo-call/api/demo-call-texts.ts';
import { VOICE_WIDGET_TEXTS } from '../features/voice-widget/api/voice-widget-texts.ts';
import type { EmbedTag } from '../types.d.ts';

export { markOwnSite } from '../element/on-partner-page.ts';

type Register = (tagName: string) => CustomElementConstructor;

// Errors thrown by our elements' code (the scripts beside this one), not by the page around them.
const ours = import.meta.url.replace(/[^/]*$/, '');
reportUncaughtErrors(backendOf(document.documentElement), () => `${location.origin} <elements>`, (where) => where.includes(ours));

const REGISTER: Record<EmbedTag, () => Promise<Register>> = {
  'voice-widget': () => import('../features/voice-widget/register-voice-widget.ts').then((m) => m.registerVoiceWidget),
  'demo-call-dialog': () =>
    import('../features/demo-call/register-demo-call-dialog.ts').then((m) => m.registerDemoCallDialog),
  'book-demo-dialog': () =>
    import('../features/book-demo/register-book-demo-dialog.ts').then((m) => m.registerBookDemoDialog),
};

const TEXTS: Record<EmbedTag, TextCatalogs<Record<string, string>>> = {
  'voice-widget': VOICE_WIDGET_TEXTS,
  'demo-call-dialog': DEMO_CALL_TEXTS,
  'book-demo-dialog': BOOK_DEMO_TEXTS,
};

/**
 * Creates (not yet connected) the React element that renders the shell's view, once its code and
 * the words of `lang` (the shell's attribute; else the page's language) have both arrived.
 */
export async function mountView(tag: EmbedTag, lang: string | null): Promise<HTMLElement> {
  const viewTag = viewTagFor(tag);
  const [register] = await Promise.all([REGISTER[tag](), TEXTS[tag].load(resolveLang(lang))]);
  register(viewTag);
  return document.createElement(viewTag);
}
