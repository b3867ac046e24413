import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConversationEntry, MicrophoneProblem, VoiceClient, VoiceClientFactory, VoiceMessage } from '@vaani/voice';
import type { ChatSender, VaaniEventDetailMap, VaaniEventName } from '../../../types.d.ts';
import { MICROPHONE_TEXT_KEY, type VoiceLine, type VoiceWidgetTexts } from './voice-widget-texts.ts';

export type CallStatus = 'idle' | 'connecting' | 'connected' | 'ended';

/** What the agent or the visitor said (`text`), or the widget's own line, as a key: shown in the current language. */
export type ChatMessage = {
  id: number;
  sender: ChatSender;
  /** The 'Listening...' stand-in shown while the user speaks, replaced by their final transcript. */
  pending?: boolean;
} & ({ text: string; line?: never } | { line: VoiceLine; text?: never });

interface VoiceWidgetState {
  isOpen: boolean;
  status: CallStatus;
  messages: ChatMessage[];
  /** Why the last start could not use the microphone; cleared by the next start. */
  microphoneProblem: MicrophoneProblem | null;
  muted: boolean;
  /** When the call connected (ms since epoch), for the call timer. */
  connectedAt: number | null;
  /** A one-line notice under the transcript: muting with no call. */
  notice: 'noCallObject' | null;
  /** The agent's voice level, 0 to 1, from the SDK's volume events; read apart as it changes ~10 times a second. */
  volume: number;
  open: () => void;
  close: () => void;
  toggle: () => void;
  start: () => Promise<void>;
  end: () => Promise<void>;
  mute: () => void;
  unmute: () => void;
}

export type VoiceWidgetStore = StoreApi<VoiceWidgetState>;

export interface VoiceWidgetConfig {
  apiKey: string;
  agentId: string;
  apiBaseUrl?: string;
}

export interface VoiceWidgetStoreOptions {
  createClient: VoiceClientFactory;
  /** Read at call time, so the element's current attributes always win. */
  getConfig: () => VoiceWidgetConfig;
  emit: <K extends VaaniEventName>(name: K, detail: Omit<VaaniEventDetailMap[K], 'tag'>) => void;
  /** The element's words at this moment, for the messages its events carry. */
  getTexts: () => VoiceWidgetTexts;
  /** Asks for the microphone; called synchronously inside the click that starts the call. */
  preflight: () => Promise<MicrophoneProblem | null>;
}

const isLive = (status: CallStatus) => status === 'connecting' || status === 'connected';

/** What a platform message says: a final transcript, or the agent's latest turn in a conversation update. */
function spokenIn(message: VoiceMessage): { sender: ChatSender; text: string } | undefined {
  if (message.type === 'transcript' && message.transcriptType === 'final' && typeof message.transcript === 'string') {
    return { sender: message.role === 'assistant' ? 'agent' : 'user', text: message.transcript };
  }
  if (message.type !== 'conversation-update') return undefined;
  const entries = (message.conversation ?? message.messages) as ConversationEntry[] | undefined;
  const entry = entries?.findLast((candidate) => candidate.role === 'assistant');
  const text = entry?.content ?? entry?.message;
  return text?.trim() ? { sender: 'agent', text } : undefined;
}

/**
 * One voice widget's state machine: it drives the voice client and announces the element's
 * events. The element's methods call it directly, so they work before React has rendered.
 */
export function createVoiceWidgetStore({ createClient, getConfig, emit, getTexts, preflight }: VoiceWidgetStoreOptions): VoiceWidgetStore {
  let client: VoiceClient | undefined;
  let clientKey = '';
  let nextId = 1;

  return createStore<VoiceWidgetState>()((set, get) => {
    /** Sets `patch`, announcing the panel opening or closing. */
    const update = (patch: Partial<VoiceWidgetState>) => {
      const wasOpen = get().isOpen;
      set(patch);
      if (get().isOpen !== wasOpen) emit(wasOpen ? 'vaani:close' : 'vaani:open', {});
    };
    /** One of the widget's own lines, said by the agent, with the state it comes with. */
    const say = (line: VoiceLine, patch: Partial<VoiceWidgetState> = {}) =>
      update({ ...patch, messages: [...(patch.messages ?? get().messages), { id: nextId++, sender: 'agent', line }] });
    // Events carry what the visitor was shown, in the element's language.
    const reportError = (key: keyof VoiceWidgetTexts) => emit('vaani:error', { message: getTexts()[key] });

    /** Ends a live call, whatever the reason, without a dangling 'Listening...'. */
    const callOver = (line: 'ended' | 'callError', status: CallStatus) => {
      const { messages } = get();
      const withoutPlaceholder = messages.at(-1)?.pending ? messages.slice(0, -1) : messages;
      say(line, { status, muted: false, connectedAt: null, volume: 0, messages: withoutPlaceholder });
    };

    /** The platform resends turns (final transcript, then the conversation update): never show one twice in a row. */
    const hear = (message: VoiceMessage) => {
      const { messages } = get();
      const last = messages.at(-1);
      if (message.type === 'speech-update' && message.role === 'user' && message.status === 'started') {
        if (!last?.pending) set({ messages: [...messages, { id: nextId++, sender: 'user', line: 'listening', pending: true }] });
        return;
      }
      const said = spokenIn(message);
      if (!said) return;
      if (said.sender === 'user' && last?.pending) set({ messages: [...messages.slice(0, -1), { id: last.id, ...said }] });
      else if (last?.sender === said.sender && last.text === said.text) return;
      else set({ messages: [...messages, { id: nextId++, ...said }] });
      emit('vaani:transcript', said);
    };

    const ensureClient = (config: VoiceWidgetConfig): VoiceClient => {
      const key = `${config.apiKey}|${config.apiBaseUrl ?? ''}`;
      if (client && clientKey === key) return client;
      const next = createClient({ publicKey: config.apiKey, apiBaseUrl: config.apiBaseUrl });
      next.on('call-progress', (progress) => emit('vaani:call-progress', progress));
      next.on('call-start', () => {
        if (get().status !== 'connecting') return;
        say('started', { status: 'connected', connectedAt: Date.now() });
        emit('vaani:call-start', {});
      });
      next.on('call-end', () => {
        if (!isLive(get().status)) return set({ volume: 0 });
        callOver('ended', 'ended');
        emit('vaani:call-end', {});
      });
      next.on('volume-level', (volume) => set({ volume }));
      next.on('message', (message) => {
        if (isLive(get().status)) hear(message);
      });
      next.on('error', (error) => {
        if (!error.fatal || !isLive(get().status)) return;
        callOver('callError', 'idle');
        reportError('callError');
      });
      client = next;
      clientKey = key;
      return next;
    };

    const setMuted = (muted: boolean) => {
      const noCallObject = () => {
        set({ notice: 'noCallObject' });
        reportError('noCallObject');
      };
      if (!client || !isLive(get().status)) return noCallObject();
      try {
        client.setMuted(muted);
        set({ muted, notice: null });
      } catch {
        // The SDK has no call object until it has joined: the spec's message, not a crash.
        noCallObject();
      }
    };

    return {
      isOpen: false,
      status: 'idle',
      messages: [],
      microphoneProblem: null,
      muted: false,
      connectedAt: null,
      notice: null,
      volume: 0,
      open: () => update({ isOpen: true }),
      close: () => update({ isOpen: false }),
      toggle: () => update({ isOpen: !get().isOpen }),
      start: async () => {
        const config = getConfig();
        if (!config.apiKey || !config.agentId) return update({ isOpen: true });
        if (isLive(get().status)) return;
        say('connecting', { isOpen: true, status: 'connecting', microphoneProblem: null, notice: null, muted: false });
        // Before any await: the microphone prompt must come from the visitor's own click.
        const problem = await preflight();
        if (problem) {
          update({ isOpen: true, status: 'idle', microphoneProblem: problem });
          return reportError(MICROPHONE_TEXT_KEY[problem]);
        }
        try {
          await ensureClient(config).start(config.agentId);
        } catch {
          say('startFailed', { status: 'idle' });
          reportError('startFailed');
        }
      },
      end: async () => {
        await client?.stop();
      },
      mute: () => setMuted(true),
      unmute: () => setMuted(false),
    };
  });
}
