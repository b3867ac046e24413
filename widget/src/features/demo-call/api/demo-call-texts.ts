import { textCatalogs } from '../../../element/texts.ts';
import type { DemoCallTexts } from '../texts/en.ts';

export type { DemoCallTexts };

/** The dialog's words by language, each its own chunk. */
export const DEMO_CALL_TEXTS = textCatalogs<DemoCallTexts>({
  en: () => import('../texts/en.ts'),
  hi: () => import('../texts/hi.ts'),
});
