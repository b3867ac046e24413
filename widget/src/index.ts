// @vaani/widget for code that bundles the widget itself (rather than loading /embed.js): each
// register(tagName) defines the full React element under any tag name.
export { registerVoiceWidget } from './features/voice-widget/register-voice-widget.ts';
export { registerDemoCallDialog } from './features/demo-call/register-demo-call-dialog.ts';
export { registerBookDemoDialog } from './features/book-demo/register-book-demo-dialog.ts';
export { EMBED_TAGS, CONFIG_ATTRIBUTES } from './embed-contract.ts';
export type * from './types.d.ts';
