import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MicrophoneProblem, VoiceClient, VoiceClientFactory } from '@vaani/voice';
import type { VaaniEventDetailMap, VaaniEventName } from '../../../types.d.ts';
import { MICROPHONE_TEXT_KEY, type VoiceWidgetTexts } from './voice-widget-texts.ts';
import {
  initialVoiceWidgetState,
  isLive,
  voiceWidgetReducer,
  type VoiceWidgetAction,
  type VoiceWidgetState,
} from './voice-widget-reducer.ts';

export interface VoiceWidgetConfig {
  apiKey: string;
  agentId: string;
  apiBaseUrl?: string;
}

interface VoiceWidgetControls {
  open: () => void;
  close: () => void;
  toggle: () => void;
  start: () => Promise<void>;
  end: () => Promise<void>;
  setMuted: (muted: boolean) => void;
}

/** The agent's voice level, 0 to 1, from the SDK's volume events; kept apart as it changes ~10 times a second. */
interface VoiceLevel {
  volume: number;
}

export type VoiceWidgetStore = StoreApi<VoiceWidgetState & VoiceWidgetControls & VoiceLevel>;

type EmitVoiceWidgetEvent = <K extends VaaniEventName>(
  name: K,
  detail: Omit<VaaniEventDetailMap[K], 'tag'>,
) => void;

export interface VoiceWidgetStoreOptions {
  createClient: VoiceClientFactory;
  /** Read at call time, so the element's current attributes always win. */
  getConfig: () => VoiceWidgetConfig;
  emit: EmitVoiceWidgetEvent;
  /** The element's words at this moment, for the messages its events carry. */
  getTexts: () => VoiceWidgetTexts;
  /** Asks for the microphone; called synchronously inside the click that starts the call. */
  preflight: () => Promise<MicrophoneProblem | null>;
}

const hasVoiceKeys = ({ apiKey, agentId }: VoiceWidgetConfig) => Boolean(apiKey && agentId);

/**
 * One voice widget's state and side effects: the reducer decides, this store talks to the voice
 * client and announces the element's events. The element's methods call these controls directly,
 * so they work before React has rendered.
 */
export function createVoiceWidgetStore({
  createClient,
  getConfig,
  emit,
  getTexts,
  preflight,
}: VoiceWidgetStoreOptions): VoiceWidgetStore {
  let client: VoiceClient | undefined;
  let clientKey = '';

  const store = createStore<VoiceWidgetState & VoiceWidgetControls & VoiceLevel>()((set, get) => {
    const dispatch = (action: VoiceWidgetAction) => {
      const before = get();
      const after = voiceWidgetReducer(before, action);
      if (after === before) return;
      store.setState(after);
      announce(before, after, action);
    };

    const ensureClient = (config: VoiceWidgetConfig): VoiceClient => {
      const key = `${config.apiKey}|${config.apiBaseUrl ?? ''}`;
      if (client && clientKey === key) return client;
      const next = createClient({ publicKey: config.apiKey, apiBaseUrl: config.apiBaseUrl });
      next.on('call-progress', (progress) => emit('vaani:call-progress', progress));
      next.on('call-start', () => dispatch({ type: 'call-started', at: Date.now() }));
      next.on('call-end', () => {
        dispatch({ type: 'call-ended' });
        set({ volume: 0 });
      });
      next.on('volume-level', (volume) => set({ volume }));
      next.on('message', (message) => dispatch({ type: 'platform-message', message }));
      next.on('error', (error) => {
        if (error.fatal) dispatch({ type: 'call-error' });
      });
      client = next;
      clientKey = key;
      return next;
    };

    return {
      ...initialVoiceWidgetState,
      volume: 0,
      open: () => dispatch({ type: 'open' }),
      close: () => dispatch({ type: 'close' }),
      toggle: () => dispatch({ type: get().isOpen ? 'close' : 'open' }),
      start: async () => {
        const config = getConfig();
        if (!hasVoiceKeys(config)) {
          dispatch({ type: 'open' });
          return;
        }
        const { status } = get();
        if (status === 'connecting' || status === 'connected') return;
        dispatch({ type: 'start-requested' });
        // Before any await: the microphone prompt must come from the visitor's own click.
        const problem = await preflight();
        if (problem) {
          dispatch({ type: 'microphone-unavailable', problem });
          return;
        }
        try {
          await ensureClient(config).start(config.agentId);
        } catch {
          dispatch({ type: 'start-failed' });
        }
      },
      end: async () => {
        await client?.stop();
      },
      setMuted: (muted) => {
        if (!client || !isLive(get().status)) {
          dispatch({ type: 'no-call-object' });
          return;
        }
        try {
          client.setMuted(muted);
          dispatch({ type: 'muted', muted });
        } catch {
          // The SDK has no call object until it has joined: the spec's message, not a crash.
          dispatch({ type: 'no-call-object' });
        }
      },
    };
  });

  function announce(before: VoiceWidgetState, after: VoiceWidgetState, action: VoiceWidgetAction) {
    if (after.isOpen !== before.isOpen) emit(after.isOpen ? 'vaani:open' : 'vaani:close', {});
    if (after.status === 'connected' && before.status !== 'connected') emit('vaani:call-start', {});
    if (after.status === 'ended' && before.status !== 'ended') emit('vaani:call-end', {});
    // Events carry what the visitor was shown, in the element's language.
    if (action.type === 'call-error' || action.type === 'start-failed') {
      emit('vaani:error', { message: getTexts()[action.type === 'call-error' ? 'callError' : 'startFailed'] });
    }
    if (action.type === 'microphone-unavailable') emit('vaani:error', { message: getTexts()[MICROPHONE_TEXT_KEY[action.problem]] });
    if (action.type === 'no-call-object') emit('vaani:error', { message: getTexts().noCallObject });
    if (action.type === 'platform-message') {
      const last = after.messages.at(-1);
      const previous = before.messages.at(-1);
      const changed = last && (last.id !== previous?.id || last.text !== previous.text);
      if (last?.text !== undefined && changed && !last.pending) emit('vaani:transcript', { sender: last.sender, text: last.text });
    }
  }

  return store;
}
