import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { post, readJson, startStack, type Stack } from '@vaani/supabase-local/testing/function-stack';
import { MAX_BODY_BYTES } from '../_shared/http.ts';
import handler from './index.ts';

const URL = 'http://functions.test/functions/v1/get-secrets';
let stack: Stack;

// Booting the database and applying every migration takes a while on a shared CI machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 30_000 });

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.local.stop());

beforeEach(() => {
  process.env.VAPI_PUBLIC_KEY = 'public-web-key';
  process.env.VAPI_AGENT_ID = 'agent-123';
  process.env.VAPI_PRIVATE_KEY = 'PRIVATE-never-leaves';
});

describe('get-secrets handler', () => {
  it('answers the CORS preflight', async () => {
    const response = await handler(new Request(URL, { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('returns the public web key and the agent id under the names the widget reads', async () => {
    const response = await handler(post(URL, { keys: ['VAPI_API_KEY', 'VAPI_AGENT_ID'] }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ VAPI_API_KEY: 'public-web-key', VAPI_AGENT_ID: 'agent-123' });
  });

  it('returns empty values when the platform is not configured', async () => {
    delete process.env.VAPI_PUBLIC_KEY;
    delete process.env.VAPI_AGENT_ID;
    const response = await handler(post(URL, { keys: ['VAPI_API_KEY', 'VAPI_AGENT_ID'] }));
    expect(await readJson(response)).toEqual({ VAPI_API_KEY: '', VAPI_AGENT_ID: '' });
  });

  it.each(['VAPI_PRIVATE_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'VAPI_PUBLIC_KEY', 'toString', '__proto__'])(
    'refuses the non-public name %s without revealing anything',
    async (name) => {
      const response = await handler(post(URL, { keys: ['VAPI_AGENT_ID', name] }));
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toContain('Not a public value');
      expect(text).not.toContain('PRIVATE-never-leaves');
      expect(text).not.toContain(stack.local.serviceKey);
    },
  );

  it.each([
    ['invalid JSON', '{"keys": [', 'valid JSON'],
    ['a JSON array', '[]', 'JSON object'],
    ['keys of the wrong type', { keys: 'VAPI_API_KEY' }, 'keys must be a list'],
    ['an empty key list', { keys: [] }, 'keys must be a list'],
    ['non-string keys', { keys: [1] }, 'only strings'],
    ['unknown fields', { keys: ['VAPI_API_KEY'], extra: true }, 'Unknown field(s) in body: extra'],
  ])('answers 400 JSON for %s', async (_label, body, message) => {
    const response = await handler(post(URL, body));
    expect(response.status).toBe(400);
    expect(((await readJson(response)).error as string)).toContain(message);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await handler(post(URL, { keys: ['VAPI_API_KEY'], pad: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({ error: `Request body must not exceed ${MAX_BODY_BYTES} bytes.` });
  });

  it('allows only POST', async () => {
    const response = await handler(new Request(URL, { method: 'GET' }));
    expect(response.status).toBe(405);
  });
});

describe('get-secrets through the local server', () => {
  it('is reachable with supabase-js functions.invoke and the anon key', async () => {
    const { data, error } = await stack.anon.functions.invoke('get-secrets', {
      body: { keys: ['VAPI_API_KEY', 'VAPI_AGENT_ID'] },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ VAPI_API_KEY: 'public-web-key', VAPI_AGENT_ID: 'agent-123' });
  });
});

describe('get-secrets and bad text', () => {
  it.each(['VAPI_\\u0000API_KEY', 'VAPI_API_KEY\\udfff'])('refuses the name %s with the shared 400 message', async (name) => {
    const response = await handler(post(URL, `{"keys":["${name}"]}`));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'body.keys[0] must not contain NUL bytes or unpaired surrogates.' });
  });
});
