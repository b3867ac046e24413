import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeVoiceClient, type FakeVoiceScript } from '@vaani/voice/fake';
import type { MicrophoneProblem, VoiceClientOptions } from '@vaani/voice';
import { createVoiceWidgetStore, type VoiceWidgetConfig } from './voice-widget-store.ts';
import { VOICE_WIDGET_EN } from '../texts/en.ts';

function setup(
  script: FakeVoiceScript,
  config: VoiceWidgetConfig = { apiKey: 'pk', agentId: 'agent-7' },
  microphone: MicrophoneProblem | null = null,
) {
  const clients: { options: VoiceClientOptions; client: FakeVoiceClient }[] = [];
  const events: { name: string; detail: unknown }[] = [];
  const store = createVoiceWidgetStore({
    createClient: (options) => {
      const client = new FakeVoiceClient(script);
      clients.push({ options, client });
      return client;
    },
    getConfig: () => config,
    emit: (name, detail) => events.push({ name, detail }),
    getTexts: () => VOICE_WIDGET_EN,
    preflight: async () => microphone,
  });
  return { store, clients, events, texts: () => store.getState().messages.map((m) => (m.line ? VOICE_WIDGET_EN[m.line] : m.text)) };
}

describe('createVoiceWidgetStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a call through the client and announces it as element events', async () => {
    const { store, clients, events, texts } = setup({
      steps: [
        { afterMs: 10, event: 'call-start', args: [] },
        {
          afterMs: 10,
          event: 'message',
          args: [{ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Namaste!' }],
        },
      ],
    });
    await store.getState().start();
    expect(clients[0]?.options).toEqual({ publicKey: 'pk', apiBaseUrl: undefined });
    expect(clients[0]?.client.calls).toEqual([{ agentId: 'agent-7' }]);
    await vi.advanceTimersByTimeAsync(30);
    await store.getState().end();
    expect(texts()).toEqual([
      'Connecting to agent...',
      'Call started. You can now speak!',
      'Namaste!',
      'Call ended.',
    ]);
    expect(events).toEqual([
      { name: 'vaani:open', detail: {} },
      { name: 'vaani:call-start', detail: {} },
      { name: 'vaani:transcript', detail: { sender: 'agent', text: 'Namaste!' } },
      { name: 'vaani:call-end', detail: {} },
    ]);
  });

  it('only opens the panel when a key is missing', async () => {
    const { store, clients } = setup({ steps: [] }, { apiKey: '', agentId: 'a' });
    await store.getState().start();
    expect(clients).toHaveLength(0);
    expect(store.getState()).toMatchObject({ isOpen: true, status: 'idle', messages: [] });
  });

  it('shows the start failure when the client throws', async () => {
    const { store, events, texts } = setup({ steps: [], startError: 'no mic' });
    await store.getState().start();
    expect(store.getState().status).toBe('idle');
    expect(texts().at(-1)).toBe('Failed to connect to agent. Please try again.');
    expect(events.at(-1)).toEqual({
      name: 'vaani:error',
      detail: { message: 'Failed to connect to agent. Please try again.' },
    });
  });

  it('treats fatal errors as a failed call and ignores non-fatal ones', async () => {
    const { store, texts } = setup({
      steps: [
        { afterMs: 5, event: 'error', args: [{ type: 'audio-processing-setup-error', message: 'krisp', fatal: false }] },
        { afterMs: 5, event: 'error', args: [{ type: 'start-method-error', message: 'Failed to fetch', fatal: true }] },
      ],
    });
    await store.getState().start();
    await vi.advanceTimersByTimeAsync(5);
    expect(store.getState().status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(5);
    expect(store.getState().status).toBe('idle');
    expect(texts().at(-1)).toBe('Error connecting to agent. Please try again.');
  });

  it('stops before the call engine when the microphone is refused, with the reason and the ways out', async () => {
    const { store, clients, events } = setup({ steps: [] }, undefined, 'denied');
    await store.getState().start();
    expect(clients).toHaveLength(0);
    expect(store.getState()).toMatchObject({ isOpen: true, status: 'idle', microphoneProblem: 'denied' });
    expect(events.at(-1)).toEqual({
      name: 'vaani:error',
      detail: { message: expect.stringContaining('blocking the microphone') },
    });
  });

  it("answers a mute without a call with the spec's message", () => {
    const { store, events } = setup({ steps: [] });
    store.getState().setMuted(true);
    expect(store.getState()).toMatchObject({ muted: false, notice: 'noCallObject' });
    expect(events.at(-1)).toEqual({ name: 'vaani:error', detail: { message: 'Call object is not available.' } });
  });

  it('mutes a live call, follows the voice level and reports each start stage', async () => {
    const { store, clients, events } = setup({
      steps: [
        { afterMs: 5, event: 'call-progress', args: [{ stage: 'web-call-creation', status: 'completed' }] },
        { afterMs: 5, event: 'call-start', args: [] },
        { afterMs: 5, event: 'volume-level', args: [0.5] },
      ],
    });
    await store.getState().start();
    await vi.advanceTimersByTimeAsync(15);
    store.getState().setMuted(true);
    expect(clients[0]?.client.isMuted()).toBe(true);
    expect(store.getState()).toMatchObject({ muted: true, volume: 0.5, connectedAt: expect.any(Number) });
    expect(events).toContainEqual({ name: 'vaani:call-progress', detail: { stage: 'web-call-creation', status: 'completed' } });
    await store.getState().end();
    expect(store.getState()).toMatchObject({ muted: false, volume: 0, connectedAt: null });
  });

  it('toggles the panel', () => {
    const { store, events } = setup({ steps: [] });
    store.getState().toggle();
    store.getState().toggle();
    expect(events.map((e) => e.name)).toEqual(['vaani:open', 'vaani:close']);
  });
});
