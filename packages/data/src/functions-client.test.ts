import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeFunction } from './functions-client.ts';

const backend = { url: 'https://partner.supabase.co/', anonKey: 'anon-partner' };

afterEach(() => vi.restoreAllMocks());

describe('invokeFunction', () => {
  it("POSTs JSON to the given backend's function with its anon key, and reads the answer", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"VAPI_AGENT_ID":"agent-7"}', { status: 200 }));
    const result = await invokeFunction(backend, 'get-secrets', { keys: ['VAPI_AGENT_ID'] });
    expect(result).toEqual({ data: { VAPI_AGENT_ID: 'agent-7' }, error: null });
    expect(fetchSpy).toHaveBeenCalledWith('https://partner.supabase.co/functions/v1/get-secrets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'anon-partner', Authorization: 'Bearer anon-partner' },
      body: '{"keys":["VAPI_AGENT_ID"]}',
    });
  });

  it('returns a non-2xx answer and a failed fetch as an error, never throwing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{"message":"Too many calls"}', { status: 429 }));
    const refused = await invokeFunction(backend, 'demo-call', {});
    expect(refused.data).toBeNull();
    expect(refused.error?.message).toBe('demo-call answered 429: {"message":"Too many calls"}');
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    expect((await invokeFunction(backend, 'demo-call', {})).error?.message).toBe('fetch failed');
  });
});
