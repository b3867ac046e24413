import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeVoiceClient, type FakeStep, type FakeVoiceScript } from '@vaani/voice/fake';
import type { MicrophoneProblem, VoiceClientOptions, VoiceMessage } from '@vaani/voice';
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
  const texts = () => store.getState().messages.map((m) => (m.line ? VOICE_WIDGET_EN[m.line] : m.text));
  const lines = () => store.getState().messages.map((m, index) => `${m.sender}: ${texts()[index]}`);
  return { store, clients, events, texts, lines, answerMicrophone: (problem: MicrophoneProblem | null) => (microphone = problem) };
}

const say = (message: VoiceMessage): FakeStep => ({ afterMs: 1, event: 'message', args: [message] });
const CALL_START: FakeStep = { afterMs: 1, event: 'call-start', args: [] };
const SPEECH_STARTED = say({ type: 'speech-update', role: 'user', status: 'started' });

/** A call that connected and then played `steps`, one a millisecond. */
async function connectedCall(steps: FakeStep[] = []) {
  const call = setup({ steps: [CALL_START, ...steps] });
  await call.store.getState().start();
  await vi.advanceTimersByTimeAsync(steps.length + 1);
  return call;
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
    store.getState().mute();
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
    store.getState().mute();
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

  it('starts closed, idle and empty', () => {
    expect(setup({ steps: [] }).store.getState()).toMatchObject({ isOpen: false, status: 'idle', messages: [] });
  });

  it('goes connecting → connected → ended with the spec messages', async () => {
    const { store, lines } = setup({ steps: [CALL_START] });
    await store.getState().start();
    expect(store.getState()).toMatchObject({ status: 'connecting', isOpen: true });
    expect(lines()).toEqual(['agent: Connecting to agent...']);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState()).toMatchObject({ status: 'connected', connectedAt: expect.any(Number) });
    await store.getState().end();
    expect(store.getState().status).toBe('ended');
    expect(lines()).toEqual(['agent: Connecting to agent...', 'agent: Call started. You can now speak!', 'agent: Call ended.']);
  });

  it('ignores a second start while a call is connecting or connected, and can start again after it ended', async () => {
    const { store, clients, lines } = await connectedCall();
    await store.getState().start();
    expect(clients[0]?.client.calls).toHaveLength(1);
    expect(lines()).toHaveLength(2);
    await store.getState().end();
    await store.getState().start();
    expect(store.getState().status).toBe('connecting');
    expect(lines().at(-1)).toBe('agent: Connecting to agent...');
  });

  it('replaces the Listening... placeholder with the final user transcript, however often the user starts speaking', async () => {
    const { store, lines } = await connectedCall([
      SPEECH_STARTED,
      SPEECH_STARTED,
      say({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'I want' }),
      { ...say({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'I want a flat' }), afterMs: 10 },
    ]);
    expect(lines().slice(2)).toEqual(['user: Listening...']);
    await vi.advanceTimersByTimeAsync(10);
    expect(lines().slice(2)).toEqual(['user: I want a flat']);
    expect(store.getState().messages).toHaveLength(3);
  });

  it('appends final assistant transcripts and the latest conversation update without repeating the last entry', async () => {
    const { lines, events } = await connectedCall([
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
    ]);
    expect(lines().slice(2)).toEqual(['agent: Hello there', 'agent: Which area of Pune?']);
    expect(events.filter((event) => event.name === 'vaani:transcript')).toHaveLength(2);
  });

  it('ignores platform messages when no call is live, and drops a dangling Listening... placeholder when the call ends', async () => {
    const { lines } = await connectedCall([
      SPEECH_STARTED,
      { afterMs: 1, event: 'call-end', args: [] },
      say({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'x' }),
    ]);
    expect(lines()).toEqual(['agent: Connecting to agent...', 'agent: Call started. You can now speak!', 'agent: Call ended.']);
  });

  it('resets connecting and connected on a call error', async () => {
    const fatal: FakeStep = { afterMs: 1, event: 'error', args: [{ type: 'start-method-error', message: 'x', fatal: true }] };
    const fromConnecting = setup({ steps: [fatal] });
    await fromConnecting.store.getState().start();
    await vi.advanceTimersByTimeAsync(1);
    expect(fromConnecting.store.getState().status).toBe('idle');
    expect(fromConnecting.lines().at(-1)).toBe('agent: Error connecting to agent. Please try again.');
    const fromConnected = await connectedCall([fatal]);
    expect(fromConnected.store.getState().status).toBe('idle');
  });

  it('keeps the microphone problem until the next start', async () => {
    const { store, answerMicrophone } = setup({ steps: [] }, undefined, 'insecure-page');
    await store.getState().start();
    expect(store.getState()).toMatchObject({ status: 'idle', microphoneProblem: 'insecure-page' });
    answerMicrophone(null);
    await store.getState().start();
    expect(store.getState().microphoneProblem).toBeNull();
  });

  it('opens and closes the panel', () => {
    const { store } = setup({ steps: [] });
    store.getState().open();
    expect(store.getState().isOpen).toBe(true);
    store.getState().close();
    expect(store.getState().isOpen).toBe(false);
  });
});
