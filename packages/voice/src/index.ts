export { preflightMicrophone, type MicrophoneProblem } from './microphone-preflight.ts';
export type { ConversationEntry, VoiceClient, VoiceClientFactory, VoiceClientOptions, VoiceMessage } from './voice-client.ts';
