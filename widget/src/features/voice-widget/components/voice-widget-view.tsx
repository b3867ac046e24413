import { noteOpener } from '@vaani/stores';
import { openEmbed } from '@vaani/ui';
import type { BrandColors } from '../../../element/brand-colors.ts';
import { ViewRoot } from '../../../element/view-root.tsx';
import { controllerOf, type ViewProps } from '../../../element/register-view.ts';
import { useTexts } from '../../../element/use-texts.ts';
import type { VoiceWidgetStore } from '../api/voice-widget-store.ts';
import { VOICE_WIDGET_TEXTS } from '../api/voice-widget-texts.ts';
import { VoiceWidgetPanel } from './voice-widget-panel.tsx';

interface VoiceWidgetViewProps extends ViewProps, BrandColors {
  apiKey?: string;
  agentId?: string;
}

export function VoiceWidgetView({ container, apiKey, agentId, primaryColor, accentColor, lang, texts, brandName }: VoiceWidgetViewProps) {
  const text = useTexts(VOICE_WIDGET_TEXTS, { lang, texts, brandName });
  if (!text) return null;
  return (
    <ViewRoot container={container} primaryColor={primaryColor} accentColor={accentColor}>
      <VoiceWidgetPanel
        text={text}
        store={controllerOf<VoiceWidgetStore>(container)}
        keysConfigured={Boolean(apiKey && agentId)}
        // The demo-call dialog starts from what the visitor already typed in this session.
        onPhoneInstead={() => {
          noteOpener('demo-call', 'voice-widget');
          void openEmbed('demo-call-dialog');
        }}
        onBookDemo={() => void openEmbed('book-demo-dialog')}
      />
    </ViewRoot>
  );
}
