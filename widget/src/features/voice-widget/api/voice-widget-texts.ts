import type { MicrophoneProblem } from '@vaani/voice';
import { textCatalogs } from '../../../element/texts.ts';
import type { VoiceWidgetTexts } from '../texts/en.ts';

export type { VoiceWidgetTexts };

/** The widget's words by language, each its own chunk. */
export const VOICE_WIDGET_TEXTS = textCatalogs<VoiceWidgetTexts>({
  en: () => import('../texts/en.ts'),
  hi: () => import('../texts/hi.ts'),
});

/**
 * The voice-widget spec's notice for missing keys, verbatim: words for the page's developer, so
 * they go to the console; the visitor is told `callsUnavailable` and offered what works instead.
 */
export const MISSING_KEYS = 'API key or Agent ID not configured';

/** The line the widget itself adds to the conversation (not the agent's or the visitor's words). */
export type VoiceLine = 'connecting' | 'started' | 'ended' | 'listening' | 'callError' | 'startFailed';

/** The plain words for each reason the microphone cannot be used. */
export const MICROPHONE_TEXT_KEY: Record<MicrophoneProblem, keyof VoiceWidgetTexts> = {
  denied: 'microphoneDenied',
  missing: 'microphoneMissing',
  'blocked-by-page': 'microphoneBlockedByPage',
  'insecure-page': 'microphoneInsecurePage',
};
