import type { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createVapiClient } from './vapi-client.ts';
import type { VoiceClient, VoiceClientEvents } from './voice-client.ts';

const sdk = vi.hoisted(() => ({ instances: [] as unknown[] }));

vi.mock('@vapi-ai/web', async () => {
  const { EventEmitter } = await import('node:events');
  class MockVapi extends EventEmitter {
    readonly startCalls: unknown[][] = [];
    muted = false;
    constructor(
      readonly apiToken: string,
      readonly apiBaseUrl?: string,
      readonly dailyCallConfig?: { avoidEval?: boolean },
    ) {
      super();
      sdk.instances.push(this);
    }
    async start(...args: unknown[]) {
      this.startCalls.push(args);
      return null;
    }
    async stop() {
      this.emit('call-end');
    }
    setMuted(mute: boolean) {
      this.muted = mute;
    }
    isMuted() {
      return this.muted;
    }
  }
  return { default: MockVapi };
});

interface MockVapi extends EventEmitter {
  apiToken: string;
  apiBaseUrl?: string;
  dailyCallConfig?: { avoidEval?: boolean };
  startCalls: unknown[][];
}

const lastSdk = () => sdk.instances.at(-1) as MockVapi;

function record(client: VoiceClient) {
  const seen: { event: keyof VoiceClientEvents; args: unknown[] }[] = [];
  const events: (keyof VoiceClientEvents)[] = [
    'call-progress',
    'call-start',
    'call-end',
    'speech-start',
    'speech-end',
    'volume-level',
    'message',
    'error',
  ];
  for (const event of events) client.on(event, (...args: unknown[]) => seen.push({ event, args }));
  return seen;
}

describe('createVapiClient', () => {
  beforeEach(() => {
    sdk.instances.length = 0;
  });

  it('loads the SDK only on start, with the public key and the configured base URL', async () => {
    const client = createVapiClient({ publicKey: 'pk_public', apiBaseUrl: 'http://localhost:54330' });
    expect(sdk.instances).toHaveLength(0);
    await client.start('agent-1', { firstMessage: 'Hi' });
    expect(lastSdk().apiToken).toBe('pk_public');
    expect(lastSdk().apiBaseUrl).toBe('http://localhost:54330');
    // A strict partner CSP without 'unsafe-eval' must still allow the call engine to load.
    expect(lastSdk().dailyCallConfig).toEqual({ avoidEval: true });
    expect(lastSdk().startCalls).toEqual([['agent-1', { firstMessage: 'Hi' }]]);
  });

  it('creates a single SDK instance across calls', async () => {
    const client = createVapiClient({ publicKey: 'pk' });
    await client.start('a');
    await client.start('a');
    expect(sdk.instances).toHaveLength(1);
  });

  it('forwards every SDK event with its payload', async () => {
    const client = createVapiClient({ publicKey: 'pk' });
    const seen = record(client);
    await client.start('agent');
    const vapi = lastSdk();
    const transcript = { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hello' };
    vapi.emit('call-start-progress', { stage: 'web-call-creation', status: 'completed', timestamp: 'now', duration: 12 });
    vapi.emit('call-start');
    vapi.emit('speech-start');
    vapi.emit('volume-level', 0.4);
    vapi.emit('message', transcript);
    vapi.emit('speech-end');
    vapi.emit('call-end');
    expect(seen).toEqual([
      { event: 'call-progress', args: [{ stage: 'web-call-creation', status: 'completed' }] },
      { event: 'call-start', args: [] },
      { event: 'speech-start', args: [] },
      { event: 'volume-level', args: [0.4] },
      { event: 'message', args: [transcript] },
      { event: 'speech-end', args: [] },
      { event: 'call-end', args: [] },
    ]);
  });

  it('maps SDK error payloads to a type and a readable message', async () => {
    const client = createVapiClient({ publicKey: 'pk' });
    const seen = record(client);
    await client.start('agent');
    const raw = { type: 'start-method-error', error: { message: 'Failed to fetch' } };
    lastSdk().emit('error', raw);
    lastSdk().emit('error', { type: 'daily-error', error: { errorMsg: 'Meeting ended' } });
    expect(seen).toEqual([
      { event: 'error', args: [{ type: 'start-method-error', message: 'Failed to fetch', fatal: true, cause: raw }] },
      {
        event: 'error',
        args: [expect.objectContaining({ type: 'daily-error', message: 'Meeting ended', fatal: true })],
      },
    ]);
  });

  it('marks setup problems the call survives as non-fatal', async () => {
    const client = createVapiClient({ publicKey: 'pk' });
    const seen = record(client);
    await client.start('agent');
    lastSdk().emit('error', { type: 'audio-processing-setup-error', error: { message: 'KrispInitError' } });
    expect(seen[0]?.args[0]).toMatchObject({ fatal: false, message: 'KrispInitError' });
  });

  it('stops through the SDK, which reports the end of the call', async () => {
    const client = createVapiClient({ publicKey: 'pk' });
    const seen = record(client);
    await client.start('agent');
    await client.stop();
    expect(seen.map((s) => s.event)).toEqual(['call-end']);
  });

  it('refuses to start without an agent id', async () => {
    const client = createVapiClient({ publicKey: 'pk' });
    await expect(client.start('')).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
    expect(sdk.instances).toHaveLength(0);
  });

  it('needs a call object before muting', async () => {
    const client = createVapiClient({ publicKey: 'pk' });
    expect(() => client.setMuted(true)).toThrow('Call object is not available.');
    expect(client.isMuted()).toBe(false);
    await client.start('agent');
    client.setMuted(true);
    expect(client.isMuted()).toBe(true);
  });
});
