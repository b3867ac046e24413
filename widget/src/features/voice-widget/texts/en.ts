import type { TextCatalog } from '../../../element/texts.ts';

/** The voice widget in English: the voice-widget spec's words, verbatim, and our own where it is silent. */
export const VOICE_WIDGET_EN = {
  title: 'AI Sales Agent',
  emptyHint: 'Click the phone button below to start talking with our AI agent!',
  startCall: 'Start Call',
  connectingButton: 'Connecting...',
  endCall: 'End Call',
  connecting: 'Connecting to agent...',
  started: 'Call started. You can now speak!',
  ended: 'Call ended.',
  listening: 'Listening...',
  callError: 'Error connecting to agent. Please try again.',
  startFailed: 'Failed to connect to agent. Please try again.',
  youPrefix: 'You:',
  agentPrefix: 'Agent:',
  noCallObject: 'Call object is not available.',
  // Our own words (the spec is silent): in-call controls and status.
  close: 'Close',
  conversation: 'Conversation',
  mute: 'Mute microphone',
  callDuration: 'Call duration',
  agentLevel: 'Agent voice level',
  statusConnecting: 'Call status: connecting.',
  statusConnected: 'Call status: in progress.',
  statusMuted: 'Call status: in progress, your microphone is muted.',
  statusEnded: 'Call status: ended.',
  // Why the microphone cannot be used (see @vaani/voice's preflight), and the ways out.
  microphoneDenied:
    'Your browser is blocking the microphone for this site, so we can’t start a voice call. Allow the microphone in the site settings, or let us call you.',
  microphoneMissing: 'We couldn’t find a microphone we can use on this device, so we can’t start a voice call here.',
  microphoneBlockedByPage: 'This page doesn’t allow microphone access, so a voice call can’t start here.',
  microphoneInsecurePage: 'Voice calls need a secure (https) page, and this page isn’t one.',
  // The voice platform's keys are missing (its developer is told MISSING_KEYS in the console).
  callsUnavailable: 'Voice calls aren’t available here right now. We can call your phone instead, or you can book a live demo.',
  phoneInstead: 'Get a call on your phone instead',
  bookDemo: 'Book a live demo',
};

export type VoiceWidgetTexts = typeof VOICE_WIDGET_EN;

export default {
  texts: VOICE_WIDGET_EN,
  partner: {},
  branded: {
    title: 'Talk to {brand}',
    emptyHint: 'Click the phone button below to start talking with the {brand} AI agent!',
    bookDemo: 'Book a visit',
  },
} satisfies TextCatalog<VoiceWidgetTexts>;
