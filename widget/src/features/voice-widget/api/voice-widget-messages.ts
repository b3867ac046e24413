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
} as const;
