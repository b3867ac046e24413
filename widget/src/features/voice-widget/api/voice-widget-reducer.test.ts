import { describe, expect, it } from 'vitest';
import type { VoiceMessage } from '@vaani/voice';
import {
  initialVoiceWidgetState,
  voiceWidgetReducer,
  type VoiceWidgetAction,
  type VoiceWidgetState,
} from './voice-widget-reducer.ts';
import { VOICE_WIDGET_EN } from '../texts/en.ts';

const run = (actions: VoiceWidgetAction[], from: VoiceWidgetState = initialVoiceWidgetState) =>
  actions.reduce(voiceWidgetReducer, from);
const say = (message: VoiceMessage): VoiceWidgetAction => ({ type: 'platform-message', message });
const lines = (state: VoiceWidgetState) => state.messages.map((m) => `${m.sender}: ${m.line ? VOICE_WIDGET_EN[m.line] : m.text}`);

const connected = run([{ type: 'start-requested' }, { type: 'call-started', at: 1_000 }]);

describe('voiceWidgetReducer', () => {
  it('starts closed, idle and empty', () => {
    expect(initialVoiceWidgetState).toMatchObject({ isOpen: false, status: 'idle', messages: [] });
  });

  it('goes connecting → connected → ended with the spec messages', () => {
    const connecting = run([{ type: 'start-requested' }]);
    expect(connecting.status).toBe('connecting');
    expect(connecting.isOpen).toBe(true);
    expect(lines(connecting)).toEqual(['agent: Connecting to agent...']);
    expect(connected.status).toBe('connected');
    const ended = run([{ type: 'call-ended' }], connected);
    expect(ended.status).toBe('ended');
    expect(lines(ended)).toEqual([
      'agent: Connecting to agent...',
      'agent: Call started. You can now speak!',
      'agent: Call ended.',
    ]);
  });

  it('ignores a second start while a call is connecting or connected', () => {
    expect(run([{ type: 'start-requested' }], connected)).toBe(connected);
  });

  it('can start again after a call has ended', () => {
    const again = run([{ type: 'call-ended' }, { type: 'start-requested' }], connected);
    expect(again.status).toBe('connecting');
    expect(lines(again).at(-1)).toBe('agent: Connecting to agent...');
  });

  it('replaces the Listening... placeholder with the final user transcript', () => {
    const listening = run([say({ type: 'speech-update', role: 'user', status: 'started' })], connected);
    expect(lines(listening).at(-1)).toBe('user: Listening...');
    const partial = run(
      [say({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'I want' })],
      listening,
    );
    expect(lines(partial).at(-1)).toBe('user: Listening...');
    const final = run(
      [say({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'I want a flat' })],
      partial,
    );
    expect(lines(final).slice(-1)).toEqual(['user: I want a flat']);
    expect(final.messages).toHaveLength(listening.messages.length);
  });

  it('adds one placeholder however often the user starts speaking', () => {
    const speech = say({ type: 'speech-update', role: 'user', status: 'started' });
    const state = run([speech, speech], connected);
    expect(lines(state).filter((l) => l === 'user: Listening...')).toHaveLength(1);
  });

  it('appends final assistant transcripts and the latest conversation update without repeating the last entry', () => {
    const state = run(
      [
        say({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hel' }),
        say({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello there' }),
        say({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello there' }),
        say({
          type: 'conversation-update',
          conversation: [
            { role: 'assistant', content: 'Old' },
            { role: 'user', content: 'Hi' },
            { role: 'assistant', content: 'Hello there' },
          ],
        }),
        say({
          type: 'conversation-update',
          conversation: [
            { role: 'assistant', content: 'Hello there' },
            { role: 'assistant', content: 'Which area of Pune?' },
            { role: 'user', content: 'Baner' },
          ],
        }),
      ],
      connected,
    );
    expect(lines(state).slice(2)).toEqual(['agent: Hello there', 'agent: Which area of Pune?']);
  });

  it('ignores platform messages when no call is live', () => {
    const message = say({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'x' });
    expect(run([message])).toBe(initialVoiceWidgetState);
  });

  it('resets connecting and connected on a call error', () => {
    const fromConnecting = run([{ type: 'start-requested' }, { type: 'call-error' }]);
    expect(fromConnecting.status).toBe('idle');
    expect(lines(fromConnecting).at(-1)).toBe('agent: Error connecting to agent. Please try again.');
    const fromConnected = run([{ type: 'call-error' }], connected);
    expect(fromConnected.status).toBe('idle');
  });

  it('reports a start that throws and returns to idle', () => {
    const state = run([{ type: 'start-requested' }, { type: 'start-failed' }]);
    expect(state.status).toBe('idle');
    expect(lines(state).at(-1)).toBe('agent: Failed to connect to agent. Please try again.');
  });

  it('drops a dangling Listening... placeholder when the call ends', () => {
    const state = run(
      [say({ type: 'speech-update', role: 'user', status: 'started' }), { type: 'call-ended' }],
      connected,
    );
    expect(lines(state)).not.toContain('user: Listening...');
  });

  it('keeps the microphone problem until the next start, and the call start time for the timer', () => {
    const blocked = run([{ type: 'start-requested' }, { type: 'microphone-unavailable', problem: 'insecure-page' }]);
    expect(blocked).toMatchObject({ status: 'idle', microphoneProblem: 'insecure-page' });
    expect(run([{ type: 'start-requested' }], blocked).microphoneProblem).toBeNull();
    expect(connected.connectedAt).toBe(1_000);
  });

  it('forgets mute and the start time when the call ends', () => {
    const muted = run([{ type: 'muted', muted: true }], connected);
    expect(muted.muted).toBe(true);
    expect(run([{ type: 'call-ended' }], muted)).toMatchObject({ muted: false, connectedAt: null });
  });

  it('opens and closes the panel', () => {
    const open = run([{ type: 'open' }]);
    expect(open.isOpen).toBe(true);
    expect(run([{ type: 'close' }], open).isOpen).toBe(false);
  });
});
