import type { ConversationEntry, MicrophoneProblem, VoiceMessage } from '@vaani/voice';
import type { ChatSender } from '../../../types.d.ts';
import type { VoiceLine } from './voice-widget-texts.ts';

export type CallStatus = 'idle' | 'connecting' | 'connected' | 'ended';

/**
 * One entry of the conversation: what the agent or the visitor said (`text`), or one of the
 * widget's own lines (`line`), kept as a key so it is shown in the element's current language.
 */
export type ChatMessage = {
  id: number;
  sender: ChatSender;
  /** The 'Listening...' stand-in shown while the user speaks, replaced by their final transcript. */
  pending?: boolean;
} & ({ text: string; line?: never } | { line: VoiceLine; text?: never });

export interface VoiceWidgetState {
  isOpen: boolean;
  status: CallStatus;
  messages: ChatMessage[];
  nextId: number;
  /** Why the last start could not use the microphone; cleared by the next start. */
  microphoneProblem: MicrophoneProblem | null;
  muted: boolean;
  /** When the call connected (ms since epoch), for the call timer. */
  connectedAt: number | null;
  /** A one-line notice under the transcript: muting with no call. */
  notice: 'noCallObject' | null;
}

export type VoiceWidgetAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'start-requested' }
  | { type: 'call-started'; at: number }
  | { type: 'microphone-unavailable'; problem: MicrophoneProblem }
  | { type: 'muted'; muted: boolean }
  | { type: 'no-call-object' }
  | { type: 'call-ended' }
  | { type: 'call-error' }
  | { type: 'start-failed' }
  | { type: 'platform-message'; message: VoiceMessage };

export const initialVoiceWidgetState: VoiceWidgetState = {
  isOpen: false,
  status: 'idle',
  messages: [],
  nextId: 1,
  microphoneProblem: null,
  muted: false,
  connectedAt: null,
  notice: null,
};

/** What a call leaves behind once it is over, whatever the reason. */
const CALL_OVER = { status: 'ended', muted: false, connectedAt: null } as const;

export const isLive = (status: CallStatus) => status === 'connecting' || status === 'connected';

/** A message before it has its id; distributes over ChatMessage's two shapes, which Omit alone would merge. */
type Unnumbered<M = ChatMessage> = M extends ChatMessage ? Omit<M, 'id'> : never;

function append(state: VoiceWidgetState, message: Unnumbered): VoiceWidgetState {
  return { ...state, messages: [...state.messages, { id: state.nextId, ...message }], nextId: state.nextId + 1 };
}

/** One of the widget's own lines, said by the agent. */
const appendLine = (state: VoiceWidgetState, line: VoiceLine) => append(state, { sender: 'agent', line });

/** The platform resends turns (final transcript, then the conversation update): never show one twice in a row. */
function appendUnlessRepeated(state: VoiceWidgetState, sender: ChatSender, text: string): VoiceWidgetState {
  const last = state.messages.at(-1);
  if (last && last.sender === sender && last.text === text) return state;
  return append(state, { sender, text });
}

function latestAssistantText(entries: ConversationEntry[] | undefined): string | undefined {
  const entry = entries?.findLast((candidate) => candidate.role === 'assistant');
  const text = entry?.content ?? entry?.message;
  return text?.trim() ? text : undefined;
}

function withoutTrailingPlaceholder(state: VoiceWidgetState): VoiceWidgetState {
  return state.messages.at(-1)?.pending ? { ...state, messages: state.messages.slice(0, -1) } : state;
}

function onPlatformMessage(state: VoiceWidgetState, message: VoiceMessage): VoiceWidgetState {
  const last = state.messages.at(-1);
  if (message.type === 'speech-update' && message.role === 'user' && message.status === 'started') {
    return last?.pending ? state : append(state, { sender: 'user', line: 'listening', pending: true });
  }
  if (message.type === 'transcript' && message.transcriptType === 'final' && typeof message.transcript === 'string') {
    if (message.role === 'assistant') return appendUnlessRepeated(state, 'agent', message.transcript);
    if (last?.pending) {
      const replaced: ChatMessage = { id: last.id, sender: 'user', text: message.transcript };
      return { ...state, messages: [...state.messages.slice(0, -1), replaced] };
    }
    return appendUnlessRepeated(state, 'user', message.transcript);
  }
  if (message.type === 'conversation-update') {
    const text = latestAssistantText(
      (message.conversation ?? message.messages) as ConversationEntry[] | undefined,
    );
    return text ? appendUnlessRepeated(state, 'agent', text) : state;
  }
  return state;
}

/** The voice widget's whole state machine; pure, so every transition is unit-tested without a call. */
export function voiceWidgetReducer(state: VoiceWidgetState, action: VoiceWidgetAction): VoiceWidgetState {
  switch (action.type) {
    case 'open':
      return state.isOpen ? state : { ...state, isOpen: true };
    case 'close':
      return state.isOpen ? { ...state, isOpen: false } : state;
    case 'start-requested':
      if (isLive(state.status)) return state;
      return appendLine(
        { ...state, isOpen: true, status: 'connecting', microphoneProblem: null, notice: null, muted: false },
        'connecting',
      );
    case 'microphone-unavailable':
      return { ...state, isOpen: true, status: 'idle', microphoneProblem: action.problem };
    case 'call-started':
      if (state.status !== 'connecting') return state;
      return appendLine({ ...state, status: 'connected', connectedAt: action.at }, 'started');
    case 'call-ended':
      if (!isLive(state.status)) return state;
      return appendLine({ ...withoutTrailingPlaceholder(state), ...CALL_OVER }, 'ended');
    case 'call-error':
      if (!isLive(state.status)) return state;
      return appendLine({ ...withoutTrailingPlaceholder(state), ...CALL_OVER, status: 'idle' }, 'callError');
    case 'muted':
      return state.muted === action.muted ? state : { ...state, muted: action.muted, notice: null };
    case 'no-call-object':
      return { ...state, notice: 'noCallObject' };
    case 'start-failed':
      return appendLine({ ...state, status: 'idle' }, 'startFailed');
    case 'platform-message':
      return isLive(state.status) ? onPlatformMessage(state, action.message) : state;
  }
}
