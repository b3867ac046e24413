import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CALL_CLIENT_ID } from '@vaani/validation';
import { freshAddress, post, readJson, startStack, type Stack } from '@vaani/supabase-local/testing/function-stack';
import { startStandIn, type StandIn } from '../_test/stand-in-server.ts';
import handler, { DRY_RUN_MESSAGE } from './index.ts';

const URL = 'http://functions.test/functions/v1/demo-call';
let stack: Stack;

// Booting the database and applying every migration takes a while on a shared CI machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 30_000 });
let platform: StandIn;
let phoneCounter = 0;

/** A valid Indian number no other test has used, so per-number limits stay independent. */
function freshPhone(): string {
  phoneCounter += 1;
  return `+91987650${String(phoneCounter).padStart(4, '0')}`;
}

const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  phone_number: freshPhone(),
  client: DEMO_CALL_CLIENT_ID,
  ...overrides,
});

function configurePlatform() {
  process.env.VAPI_BASE_URL = platform.url;
  process.env.VAPI_PRIVATE_KEY = 'private-key-1';
  process.env.VAPI_AGENT_ID = 'assistant-1';
  process.env.VAPI_PHONE_NUMBER_ID = 'number-1';
}

beforeAll(async () => {
  stack = await startStack();
  platform = await startStandIn();
});
afterAll(async () => {
  await platform?.close();
  await stack?.local.stop();
});

beforeEach(() => {
  for (const name of ['VAPI_BASE_URL', 'VAPI_PRIVATE_KEY', 'VAPI_AGENT_ID', 'VAPI_PHONE_NUMBER_ID']) delete process.env[name];
  platform.requests.length = 0;
  platform.script([], 201, { id: 'call-42', status: 'queued' });
});

describe('demo-call validation', () => {
  it.each([
    ['a one-letter name', { name: 'R' }, 'name must be 2 to 100 characters.'],
    ['an unknown dial code', { phone_number: '+79123456789' }, 'Please enter a valid phone number'],
    ['spaces in the number', { phone_number: '+91 98765 43210' }, 'Please enter a valid phone number'],
    ['a too short number', { phone_number: '+9112345' }, 'Please enter a valid phone number'],
    ['a number that cannot exist', { phone_number: '+1415555012345' }, 'Please enter a valid phone number'],
    ['another client', { client: 'someone-else' }, 'Unknown client.'],
    ['a number instead of a string', { name: 42 }, 'body.name must be a string.'],
    ['an unknown field', { email: 'x@y.z' }, 'Unknown field(s) in body: email.'],
  ])('refuses %s with 400', async (_label, overrides, message) => {
    const response = await handler(post(URL, request(overrides)));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: message });
    expect(platform.requests).toHaveLength(0);
  });

  it('refuses a NUL byte with 400 before any limit is spent', async () => {
    const address = freshAddress();
    for (let i = 0; i < 12; i += 1) {
      const response = await handler(post(URL, `{"name":"Ravi\\u0000","phone_number":"+919876543210","client":"${DEMO_CALL_CLIENT_ID}"}`, { 'x-forwarded-for': address }));
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: 'body.name must not contain NUL bytes or unpaired surrogates.' });
    }
    expect((await handler(post(URL, request(), { 'x-forwarded-for': address }))).status).toBe(200);
  });

  it('refuses invalid JSON with 400', async () => {
    const response = await handler(post(URL, 'name=Ravi'));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'Request body must be valid JSON.' });
  });
});

describe('demo-call without platform credentials', () => {
  it('answers a clearly marked dry run and places no call', async () => {
    const response = await handler(post(URL, request()));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'dry-run', message: DRY_RUN_MESSAGE });
    expect(DRY_RUN_MESSAGE).toContain('no call placed');
    expect(platform.requests).toHaveLength(0);
  });

  it('refuses a half-configured platform instead of pretending', async () => {
    process.env.VAPI_PRIVATE_KEY = 'private-key-1';
    const response = await handler(post(URL, request()));
    expect(response.status).toBe(503);
    expect(platform.requests).toHaveLength(0);
  });
});

describe('demo-call with the voice platform', () => {
  it('sends exactly POST /call/phone with the bearer key, agent, number id and customer', async () => {
    configurePlatform();
    const body = request({ name: '  Priya Shah ' });
    const response = await handler(post(URL, body));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'queued', callId: 'call-42' });
    expect(platform.requests).toHaveLength(1);
    const [sent] = platform.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/call/phone');
    expect(sent?.headers.authorization).toBe('Bearer private-key-1');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      assistantId: 'assistant-1',
      phoneNumberId: 'number-1',
      customer: { number: body.phone_number, name: 'Priya Shah' },
    });
  });

  it('answers 502 JSON without details when the platform fails', async () => {
    configurePlatform();
    platform.script([500]);
    const response = await handler(post(URL, request()));
    expect(response.status).toBe(502);
    const json = await readJson(response);
    expect(json).toEqual({ error: 'The voice platform could not place the call. Please try again.' });
  });

  it('answers 502 JSON when the platform cannot be reached', async () => {
    configurePlatform();
    process.env.VAPI_BASE_URL = 'http://127.0.0.1:9';
    const response = await handler(post(URL, request()));
    expect(response.status).toBe(502);
    expect(await readJson(response)).toEqual({ error: 'The voice platform could not be reached. Please try again.' });
  });
});

describe('demo-call keeps bots from ringing anyone', () => {
  it.each([
    ['whose form checks passed', { honeypot: '', fill_ms: 4000 }],
    // A prefilled dialog sent with one tap (issue 40): fill time alone never stops a call.
    ['who sent a prefilled form 0.2 s after it appeared', { honeypot: '', fill_ms: 200 }],
  ])('rings the person %s', async (_label, check) => {
    configurePlatform();
    const response = await handler(post(URL, request({ bot_check: check }), { 'x-forwarded-for': freshAddress() }));
    expect(await readJson(response)).toEqual({ status: 'queued', callId: 'call-42' });
    expect(platform.requests).toHaveLength(1);
  });

  it('answers a form whose hidden field was filled in as if the call were on its way and places none', async () => {
    configurePlatform();
    const response = await handler(post(URL, request({ bot_check: { honeypot: 'x', fill_ms: 4000 } }), { 'x-forwarded-for': freshAddress() }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'queued', callId: null });
    expect(platform.requests).toHaveLength(0);
  });

  it('places no call when Turnstile refuses the token', async () => {
    configurePlatform();
    const cloudflare = await startStandIn();
    cloudflare.script([], 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
    process.env.TURNSTILE_SECRET_KEY = 'turnstile-secret';
    process.env.TURNSTILE_VERIFY_URL = cloudflare.url;
    try {
      const response = await handler(post(URL, request({ turnstile_token: 'used' }), { 'x-forwarded-for': freshAddress() }));
      expect(await readJson(response)).toEqual({ status: 'queued', callId: null });
      expect(cloudflare.requests).toHaveLength(1);
      expect(platform.requests).toHaveLength(0);
    } finally {
      delete process.env.TURNSTILE_SECRET_KEY;
      delete process.env.TURNSTILE_VERIFY_URL;
      await cloudflare.close();
    }
  });
});

describe('demo-call rate limits', () => {
  beforeEach(configurePlatform);

  it('holds the per-number limit in a dry run too, as production does', async () => {
    for (const name of ['VAPI_PRIVATE_KEY', 'VAPI_AGENT_ID', 'VAPI_PHONE_NUMBER_ID']) delete process.env[name];
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await handler(post(URL, request({ phone_number: phone })))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('holds the per-address limit in a dry run too', async () => {
    for (const name of ['VAPI_PRIVATE_KEY', 'VAPI_AGENT_ID', 'VAPI_PHONE_NUMBER_ID']) delete process.env[name];
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await handler(post(URL, request(), { 'x-forwarded-for': address }))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });

  it('counts every spelling of one number against one limit, and rings it in E.164', async () => {
    const digits = String(phoneCounter + 1).padStart(4, '0');
    phoneCounter += 1;
    const spellings = [`+91987650${digits}`, `+910987650${digits}`, `+91987650${digits}`, `+910987650${digits}`];
    const statuses: number[] = [];
    for (const phone_number of spellings) statuses.push((await handler(post(URL, request({ phone_number })))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(platform.requests.map((r) => (JSON.parse(r.body) as { customer: { number: string } }).customer.number)).toEqual(
      Array<string>(3).fill(`+91987650${digits}`),
    );
  });

  it('rings one number at most 3 times in ten minutes, whoever asks', async () => {
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await handler(post(URL, request({ phone_number: phone })))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(platform.requests).toHaveLength(3);
    const refused = await handler(post(URL, request({ phone_number: phone })));
    expect(await readJson(refused)).toEqual({ error: 'Too many requests. Please try again later.' });
  });

  it('lets one address ask for at most 10 calls in ten minutes', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await handler(post(URL, request(), { 'x-forwarded-for': `${address}, 10.0.0.1` }))).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('demo-call through the local server', () => {
  it('answers functions.invoke with the dry run', async () => {
    const { data, error } = await stack.anon.functions.invoke('demo-call', { body: request() });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'dry-run', message: DRY_RUN_MESSAGE });
  });

  it('surfaces a refusal as a functions error with the JSON message', async () => {
    const { data, error } = await stack.anon.functions.invoke('demo-call', { body: request({ client: 'x' }) });
    expect(data).toBeNull();
    const context = (error as { context?: Response } | null)?.context;
    expect(context?.status).toBe(400);
    expect(await context?.json()).toEqual({ error: 'Unknown client.' });
  });
});
