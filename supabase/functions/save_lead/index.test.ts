import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshAddress, post, readJson, startStack, type Stack } from '../_test/local-stack.ts';
import { startStandIn, type StandIn } from '../_test/stand-in-server.ts';
import handler from './index.ts';

const URL = 'http://functions.test/functions/v1/save_lead';
let stack: Stack;
let leadService: StandIn;

// Booting the database and applying every migration takes a while on a shared CI machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 30_000 });

const person = { name: 'Ravi Kumar', email: 'ravi@acme-homes.in', phone_number: '+919876543210' };

async function storedLead(id: unknown) {
  const { data, error } = await stack.admin.from('leads').select('*').eq('id', id).single();
  expect(error).toBeNull();
  return data as {
    sheet_name: string;
    data: unknown;
    forwarded_at: string | null;
    forward_attempts: number;
    last_error: string | null;
  };
}

beforeAll(async () => {
  stack = await startStack();
  leadService = await startStandIn();
});
afterAll(async () => {
  await leadService?.close();
  await stack?.local.stop();
});

beforeEach(() => {
  delete process.env.LEAD_FORWARD_URL;
  leadService.requests.length = 0;
  leadService.script([], 200);
});

describe('save_lead storage', () => {
  it.each([
    ['calling_leads', person],
    ['email_subscription', { email: 'priya@mail.com' }],
    ['confirmed_lead', { ...person, phone_number: '+91 98765-43210' }],
  ])('stores a %s lead and answers 201', async (sheet, data) => {
    const response = await handler(post(URL, { sheet_name: sheet, data }));
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toEqual({ id: expect.any(String), stored: true, forwarded: false });
    const row = await storedLead(body.id);
    expect(row.sheet_name).toBe(sheet);
    expect(row.data).toEqual(data);
    expect(row.forward_attempts).toBe(0);
  });

  it('keeps leads out of reach of browsers', async () => {
    const { data } = await stack.anon.from('leads').select('*');
    expect(data ?? []).toEqual([]);
  });
});

describe('save_lead validation', () => {
  it.each([
    ['an unknown sheet', { sheet_name: 'everything', data: person }, 'sheet_name must be one of calling_leads, email_subscription, confirmed_lead.'],
    ['a missing field', { sheet_name: 'calling_leads', data: { name: 'Ravi', email: 'ravi@acme.in' } }, 'data.phone_number must be a string.'],
    ['an unknown data field', { sheet_name: 'email_subscription', data: { email: 'a@b.co', name: 'x' } }, 'Unknown field(s) in data: name.'],
    ['an unknown body field', { sheet_name: 'email_subscription', data: { email: 'a@b.co' }, at: 1 }, 'Unknown field(s) in body: at.'],
    ['data that is not an object', { sheet_name: 'email_subscription', data: 'a@b.co' }, 'data must be an object.'],
    ['a demo lead with bad values', { sheet_name: 'calling_leads', data: { name: 'R', email: 'ravi', phone_number: '+91123' } },
      'Please enter a valid business email Name must be at least 2 characters Please enter a valid phone number'],
    ['a blank newsletter email', { sheet_name: 'email_subscription', data: { email: ' ' } }, 'Email is required'],
    ['an invalid newsletter email', { sheet_name: 'email_subscription', data: { email: 'priya@mail' } }, 'Please enter a valid email address'],
    ['a Get Started lead with 9 digits', { sheet_name: 'confirmed_lead', data: { ...person, phone_number: '987-654-321' } },
      'Please enter a valid phone number with at least 10 digits'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const response = await handler(post(URL, body));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: message });
  });
});

describe('save_lead forwarding', () => {
  it('forwards {sheet_name, data} and records the success', async () => {
    process.env.LEAD_FORWARD_URL = `${leadService.url}/save_lead`;
    const response = await handler(post(URL, { sheet_name: 'calling_leads', data: person }));
    const body = await readJson(response);
    expect(body).toMatchObject({ stored: true, forwarded: true });
    expect(leadService.requests).toHaveLength(1);
    expect(leadService.requests[0]?.path).toBe('/save_lead');
    expect(JSON.parse(leadService.requests[0]?.body ?? '')).toEqual({ sheet_name: 'calling_leads', data: person });
    const row = await storedLead(body.id);
    expect(row.forwarded_at).not.toBeNull();
    expect(row.forward_attempts).toBe(1);
    expect(row.last_error).toBeNull();
  });

  it('retries a failing lead service and succeeds on the third attempt', async () => {
    process.env.LEAD_FORWARD_URL = leadService.url;
    leadService.script([503, 500], 200);
    const body = await readJson(await handler(post(URL, { sheet_name: 'email_subscription', data: { email: 'a@b.co' } })));
    expect(body.forwarded).toBe(true);
    expect(leadService.requests).toHaveLength(3);
    const row = await storedLead(body.id);
    expect(row.forward_attempts).toBe(3);
    expect(row.forwarded_at).not.toBeNull();
    expect(row.last_error).toBeNull();
  });

  it('keeps the lead when every attempt fails, with the last error recorded', async () => {
    process.env.LEAD_FORWARD_URL = leadService.url;
    leadService.script([], 502);
    const response = await handler(post(URL, { sheet_name: 'confirmed_lead', data: person }));
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({ stored: true, forwarded: false });
    expect(leadService.requests).toHaveLength(3);
    const row = await storedLead(body.id);
    expect(row.data).toEqual(person);
    expect(row.forwarded_at).toBeNull();
    expect(row.forward_attempts).toBe(3);
    expect(row.last_error).toBe('Lead service answered 502');
  });
});

describe('save_lead rate limit', () => {
  it('accepts at most 60 leads per address in ten minutes', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const response = await handler(
        post(URL, { sheet_name: 'email_subscription', data: { email: `n${i}@mail.com` } }, { 'x-forwarded-for': address }),
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });
});

describe('save_lead through the local server', () => {
  it('stores a lead posted with the anon key, as the browser does', async () => {
    const response = await fetch(`${stack.local.url}/functions/v1/save_lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: stack.local.anonKey, Authorization: `Bearer ${stack.local.anonKey}` },
      body: JSON.stringify({ sheet_name: 'calling_leads', data: person }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    const body = (await response.json()) as { id: string };
    expect((await storedLead(body.id)).sheet_name).toBe('calling_leads');
  });

  it('answers functions.invoke', async () => {
    const { data, error } = await stack.anon.functions.invoke('save_lead', {
      body: { sheet_name: 'email_subscription', data: { email: 'invoke@mail.com' } },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ stored: true, forwarded: false });
  });
});
