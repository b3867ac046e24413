import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVoicePlatformStandin } from '../../../e2e/support/voice-platform-standin.mjs';
import { VOICE_PLATFORM_URL, VoicePlatformApi, type PlatformResponse } from './platform-api.ts';

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

let standin: { url: string; requests: Recorded[]; close: () => Promise<void> };
beforeAll(async () => {
  standin = (await startVoicePlatformStandin({ port: 0 })) as typeof standin;
});
afterAll(() => standin.close());

const api = (apiKey = 'sk_private_test') => new VoicePlatformApi({ apiKey, baseUrl: standin.url });
const lastRequest = () => standin.requests.at(-1)!;

describe('VoicePlatformApi', () => {
  it("defaults to the platform's own API, like the SDK", () => {
    expect(new VoicePlatformApi({ apiKey: 'k' }).baseUrl).toBe(VOICE_PLATFORM_URL);
  });

  it.each([
    ['createCredentialSession', 'POST', '/credential/session'],
    ['triggerCredential', 'POST', '/credential/trigger'],
  ] as const)('%s: %s %s with the bearer token and a JSON body', async (method, verb, path) => {
    const response = await api()[method]({ provider: 'google.calendar.oauth2-client', metadata: { team: 'sales' } });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ path, query: {}, body: { provider: 'google.calendar.oauth2-client', metadata: { team: 'sales' } } });
    expect(lastRequest()).toMatchObject({ method: verb, path, authorization: 'Bearer sk_private_test' });
  });

  it('credentialWebhook: POST /credential/webhook sends no key at all', async () => {
    const response = await api().credentialWebhook({ type: 'auth', connectionId: 'conn_1' });
    expect(response.status).toBe(201);
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/credential/webhook', authorization: null });
  });

  it.each([
    ['getMetrics', 'GET', '/metrics'],
    ['getLog', 'GET', '/log'],
    ['deleteLog', 'DELETE', '/log'],
    ['getLogs', 'GET', '/logs'],
    ['deleteLogs', 'DELETE', '/logs'],
  ] as const)('%s: %s %s with its query and the bearer token', async (method, verb, path) => {
    const response = await api()[method]({ callId: 'call_7', limit: 50 });
    expect(response.ok).toBe(true);
    expect(response.data).toEqual({ path, query: { callId: 'call_7', limit: '50' }, body: null });
    expect(lastRequest()).toMatchObject({ method: verb, path, authorization: 'Bearer sk_private_test', query: { callId: 'call_7', limit: '50' } });
  });

  it('throws a refusal as the SDK does: the response, with its parsed error body', async () => {
    const refused = (await api('').getMetrics().catch((error: unknown) => error)) as PlatformResponse;
    expect(refused).toBeInstanceOf(Response);
    expect(refused.ok).toBe(false);
    expect(refused.status).toBe(401);
    expect(refused.data).toBeNull();
    expect(refused.error).toEqual({ message: 'Missing bearer token.', error: 'Unauthorized', statusCode: 401 });
  });
});
