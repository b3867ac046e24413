import type { TypedEmitter } from './typed-emitter.ts';

/** A transcript as the voice platform sends it: partial while speaking, then one final. */
interface TranscriptMessage {
  type: 'transcript';
  role: 'user' | 'assistant';
  transcriptType: 'partial' | 'final';
  transcript: string;
}

export interface ConversationEntry {
  role: string;
  content?: string;
  message?: string;
}

/** The whole conversation so far, resent by the platform after every turn. */
interface ConversationUpdateMessage {
  type: 'conversation-update';
  conversation?: ConversationEntry[];
  messages?: ConversationEntry[];
}

/** Speaking status per side, as detected by the platform's speech models. */
interface SpeechUpdateMessage {
  type: 'speech-update';
  role: 'user' | 'assistant';
  status: 'started' | 'stopped';
}

interface StatusUpdateMessage {
  type: 'status-update';
  status: string;
  endedReason?: string;
}

/** Anything else the platform sends is passed on untouched. */
interface OtherMessage {
  type: string;
  [key: string]: unknown;
}

export type VoiceMessage =
  | TranscriptMessage
  | ConversationUpdateMessage
  | SpeechUpdateMessage
  | StatusUpdateMessage
  | OtherMessage;

export interface VoiceError {
  /** The platform's error type, e.g. 'start-method-error' or 'daily-call-join-error'. */
  type: string;
  message: string;
  /** False for problems the call survives (e.g. noise cancellation failing to load). */
  fatal: boolean;
  cause?: unknown;
}

/** One stage of setting up a call (fetching the call, loading the call engine, joining…). */
interface CallProgress {
  stage: string;
  status: 'started' | 'completed' | 'failed';
}

export type VoiceClientEvents = {
  'call-progress': [progress: CallProgress];
  'call-start': [];
  'call-end': [];
  'speech-start': [];
  'speech-end': [];
  'volume-level': [volume: number];
  message: [message: VoiceMessage];
  error: [error: VoiceError];
};

/** Per-call changes to the stored assistant (first message, variables, voice…). */
export type AssistantOverrides = Record<string, unknown>;

/** What the widget needs from a voice platform; the Vapi adapter and the scripted fake both implement it. */
export interface VoiceClient extends Pick<TypedEmitter<VoiceClientEvents>, 'on' | 'off'> {
  /** Resolves once the call is being set up; failures arrive as an 'error' event or a rejection. */
  start(agentId: string, overrides?: AssistantOverrides): Promise<void>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
}

export interface VoiceClientOptions {
  /** The platform's PUBLIC web key: the only voice credential allowed in a browser. */
  publicKey: string;
  /** Platform base URL; tests point it at a local stand-in. */
  apiBaseUrl?: string | undefined;
}

export type VoiceClientFactory = (options: VoiceClientOptions) => VoiceClient;

export const NO_CALL_OBJECT_MESSAGE = 'Call object is not available.';
export const NO_ASSISTANT_MESSAGE = 'Assistant or Squad or Workflow must be provided.';
