export { TypedEmitter } from './typed-emitter.ts';
export type { EventMap, Listener } from './typed-emitter.ts';
export { NO_ASSISTANT_MESSAGE, NO_CALL_OBJECT_MESSAGE } from './voice-client.ts';
export { preflightMicrophone, type MicrophoneProblem } from './microphone-preflight.ts';
export type {
  AssistantOverrides,
  CallProgress,
  ConversationEntry,
  ConversationUpdateMessage,
  OtherMessage,
  SpeechUpdateMessage,
  StatusUpdateMessage,
  TranscriptMessage,
  VoiceClient,
  VoiceClientEvents,
  VoiceClientFactory,
  VoiceClientOptions,
  VoiceError,
  VoiceMessage,
} from './voice-client.ts';
