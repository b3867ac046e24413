import type { MicrophoneProblem } from '@vaani/voice';

/** Every text the voice widget shows, verbatim from the voice-widget spec. */
export const VOICE_WIDGET_TEXT = {
  title: 'AI Sales Agent',
  emptyHint: 'Click the phone button below to start talking with our AI agent!',
  startCall: 'Start Call',
  connectingButton: 'Connecting...',
  endCall: 'End Call',
  missingKeys: 'API key or Agent ID not configured',
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
  mute: 'Mute microphone',
  callDuration: 'Call duration',
  agentLevel: 'Agent voice level',
  statusConnecting: 'Call status: connecting.',
  statusConnected: 'Call status: in progress.',
  statusMuted: 'Call status: in progress, your microphone is muted.',
  statusEnded: 'Call status: ended.',
  // The way out when the microphone cannot be used.
  phoneInstead: 'Get a call on your phone instead',
  bookDemo: 'Book a live demo',
} as const;

/** Plain words for each reason the microphone cannot be used (see @vaani/voice's preflight). */
export const MICROPHONE_TEXT: Record<MicrophoneProblem, string> = {
  denied: 'Your browser is blocking the microphone for this site, so we can’t start a voice call. Allow the microphone in the site settings, or let us call you.',
  missing: 'We couldn’t find a microphone we can use on this device, so we can’t start a voice call here.',
  'blocked-by-page': 'This page doesn’t allow microphone access, so a voice call can’t start here.',
  'insecure-page': 'Voice calls need a secure (https) page, and this page isn’t one.',
};
