import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_SCRIPT, FakeVoiceClient } from './fake-client.ts';

describe('FakeVoiceClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays its script at the scripted pace after start', async () => {
    const client = new FakeVoiceClient(CONVERSATION_SCRIPT);
    const events: string[] = [];
    client.on('call-start', () => events.push('call-start'));
    client.on('message', (m) => events.push(m.type));
    await client.start('agent');
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(events).toEqual(['call-start']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual([
      'call-start',
      'transcript',
      'speech-update',
      'transcript',
      'transcript',
      'conversation-update',
    ]);
    expect(client.calls).toEqual([{ agentId: 'agent' }]);
  });

  it('starts once at a time and emits call-end on stop, cancelling the rest of the script', async () => {
    const client = new FakeVoiceClient(CONVERSATION_SCRIPT);
    const events: string[] = [];
    client.on('call-start', () => events.push('call-start'));
    client.on('call-end', () => events.push('call-end'));
    await client.start('agent');
    await client.start('agent');
    expect(client.calls).toHaveLength(1);
    await client.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(['call-end']);
  });

  it('rejects start as scripted, and without an agent id', async () => {
    await expect(new FakeVoiceClient({ steps: [], startError: 'boom' }).start('a')).rejects.toThrow('boom');
    await expect(new FakeVoiceClient().start('')).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
  });

  it('mutes only during a call', async () => {
    const client = new FakeVoiceClient({ steps: [] });
    expect(() => client.setMuted(true)).toThrow('Call object is not available.');
    await client.start('agent');
    client.setMuted(true);
    expect(client.isMuted()).toBe(true);
  });

  it('unsubscribes with the function returned by on()', async () => {
    const client = new FakeVoiceClient({ steps: [{ afterMs: 1, event: 'call-start', args: [] }] });
    const listener = vi.fn();
    const off = client.on('call-start', listener);
    off();
    await client.start('agent');
    await vi.advanceTimersByTimeAsync(5);
    expect(listener).not.toHaveBeenCalled();
  });
});
