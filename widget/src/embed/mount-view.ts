// The views' entry, imported by a shell on intent. Each element's code is its own chunk, so the
// voice widget never downloads the demo-call form's Supabase client, and the reverse.
import { viewTagFor } from '../embed-contract.ts';
import type { EmbedTag } from '../types.d.ts';

type Register = (tagName: string) => CustomElementConstructor;

const REGISTER: Record<EmbedTag, () => Promise<Register>> = {
  'voice-widget': () => import('../features/voice-widget/register-voice-widget.ts').then((m) => m.registerVoiceWidget),
  'demo-call-dialog': () =>
    import('../features/demo-call/register-demo-call-dialog.ts').then((m) => m.registerDemoCallDialog),
  'book-demo-dialog': () =>
    import('../features/book-demo/register-book-demo-dialog.ts').then((m) => m.registerBookDemoDialog),
};

/** Creates (not yet connected) the React element that renders the shell's view. */
export async function mountView(tag: EmbedTag): Promise<HTMLElement> {
  const viewTag = viewTagFor(tag);
  (await REGISTER[tag]())(viewTag);
  return document.createElement(viewTag);
}
