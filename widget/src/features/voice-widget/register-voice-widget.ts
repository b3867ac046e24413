import { preflightMicrophone } from '@vaani/voice';
import { createVapiClient } from '@vaani/voice/vapi';
import { API_KEY_ATTRIBUTE, emitVaaniEvent } from '../../embed-contract.ts';
import { registerView } from '../../element/register-view.ts';
import { createVoiceWidgetStore } from './api/voice-widget-store.ts';
import { VoiceWidgetView } from './components/voice-widget-view.tsx';

/** Defines the voice widget's React element under `tagName`; keys come in as attributes. */
export function registerVoiceWidget(tagName: string): CustomElementConstructor {
  return registerView(
    tagName,
    VoiceWidgetView,
    ['apiKey', 'agentId', 'primaryColor', 'accentColor'],
    (element) =>
      createVoiceWidgetStore({
        createClient: createVapiClient,
        getConfig: () => ({
          apiKey: element.getAttribute(API_KEY_ATTRIBUTE) ?? '',
          agentId: element.getAttribute('agent-id') ?? '',
          apiBaseUrl: element.getAttribute('voice-api-url') || undefined,
        }),
        emit: (name, detail) => emitVaaniEvent(element, name, { ...detail, tag: 'voice-widget' } as never),
        preflight: preflightMicrophone,
      }),
    (store) => {
      const { open, close, toggle, start, end, setMuted } = store.getState();
      return {
        open,
        close,
        toggle,
        start: () => void start(),
        end: () => void end(),
        mute: () => setMuted(true),
        unmute: () => setMuted(false),
      };
    },
    // A page that removes the widget mid-call must not leave the call (and the microphone) running.
    (store) => void store.getState().end(),
  );
}
