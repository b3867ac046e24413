import { preflightMicrophone } from '@vaani/voice';
import { createVapiClient } from '@vaani/voice/vapi';
import { API_KEY_ATTRIBUTE, emitVaaniEvent } from '../../embed-contract.ts';
import { isOwnSite } from '../../element/on-partner-page.ts';
import { registerView } from '../../element/register-view.ts';
import { resolveLang } from '../../element/lang.ts';
import { resolveTexts } from '../../element/texts.ts';
import { VOICE_WIDGET_TEXTS, type VoiceWidgetTexts } from './api/voice-widget-texts.ts';
import { createVoiceWidgetStore } from './api/voice-widget-store.ts';
import { VoiceWidgetView } from './components/voice-widget-view.tsx';

/**
 * The element's words now, for the messages its events carry. Its language's catalog has loaded
 * with the element's code (the views' entry) or before its view rendered any control.
 */
function textsOf(element: HTMLElement): VoiceWidgetTexts {
  const request = { lang: element.getAttribute('lang'), texts: element.getAttribute('texts'), brandName: element.getAttribute('brand-name') };
  const catalog = VOICE_WIDGET_TEXTS.get(resolveLang(request.lang)) ?? VOICE_WIDGET_TEXTS.get('en');
  if (!catalog) throw new Error('The voice widget spoke before its texts had loaded.');
  return resolveTexts(catalog, request, !isOwnSite());
}

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
        getTexts: () => textsOf(element),
        preflight: preflightMicrophone,
      }),
    ['open', 'close', 'toggle', 'start', 'end', 'mute', 'unmute'],
    // A page that removes the widget mid-call must not leave the call (and the microphone) running.
    (store) => void store.getState().end(),
  );
}
