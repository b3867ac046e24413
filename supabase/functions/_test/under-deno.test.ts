// The functions on the runtime hosted Supabase runs them on: each served under Deno 2.1 (from npm)
// against the local stack, and asked over HTTP what its Node-side tests ask of the handler.
import { randomUUID } from 'node:crypto';
import { DEMO_CALL_CLIENT_ID } from '@vaani/validation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveUnderDeno, type DenoFunction } from './deno-runtime.ts';
import { freshAddress, startStack, type Stack } from '@vaani/supabase-local/testing/function-stack';
import { startStandIn, type StandIn } from './stand-in-server.ts';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 30_000 });

const NAMES = ['save_lead', 'demo-call', 'get-secrets', 'lead-sweep', 'team'] as const;
const person = { name: 'Ravi Kumar', email: 'ravi@acme-homes.in', phone_number: '+919876543210' };

let stack: Stack;
let leadService: StandIn;
const served = {} as Record<(typeof NAMES)[number], DenoFunction>;

function call(name: (typeof NAMES)[number], body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(served[name].url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), authorization: `Bearer ${stack.local.anonKey}`, ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  stack = await startStack();
  leadService = await startStandIn();
  // What the edge runtime gives every function, and this project's function secrets.
  const env = {
    SUPABASE_URL: stack.local.url,
    SUPABASE_ANON_KEY: stack.local.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.local.serviceKey,
    LEAD_FORWARD_URL: `${leadService.url}/save_lead`,
    VAPI_PUBLIC_KEY: 'public-web-key',
    VAPI_AGENT_ID: 'agent-123',
  };
  // One at a time: four Deno start-ups at once would only compete for the machine's cores.
  for (const name of NAMES) served[name] = await serveUnderDeno(name, env);
});

afterAll(async () => {
  await Promise.all(Object.values(served).map((fn) => fn.stop()));
  await leadService?.close();
  await stack?.local.stop();
});

describe('save_lead under Deno', () => {
  it('stores a lead, forwards it once and answers 201', async () => {
    const response = await call('save_lead', { sheet_name: 'calling_leads', data: person });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; stored: boolean };
    expect(body).toMatchObject({ stored: true });
    const { data } = await stack.admin.from('leads').select('data, forward_status').eq('id', body.id).single();
    expect(data).toEqual({ data: person, forward_status: 'forwarded' });
    expect(leadService.requests.filter((request) => request.headers['idempotency-key'] === body.id)).toHaveLength(1);
  });

  it('stores a lead sent twice with one key once, and says the second was a duplicate', async () => {
    const key = randomUUID();
    const lead = { sheet_name: 'email_subscription', data: { email: `twice-${key.slice(0, 8)}@mail.com` } };
    const first = (await (await call('save_lead', lead, { 'idempotency-key': key })).json()) as { id: string };
    const second = await call('save_lead', lead, { 'idempotency-key': key });
    expect(await second.json()).toMatchObject({ id: first.id, duplicate: true });
    const { count } = await stack.admin.from('leads').select('id', { count: 'exact', head: true }).eq('idempotency_key', key);
    expect(count).toBe(1);
  });

  it('refuses bad input with 400 and a message', async () => {
    const response = await call('save_lead', { sheet_name: 'everything', data: person });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'sheet_name must be one of calling_leads, email_subscription, confirmed_lead.' });
  });
});

describe('demo-call under Deno', () => {
  it('answers the dry run without platform credentials, and rings one number at most 3 times', async () => {
    const phone = `+9198765${String(Date.now()).slice(-5)}`;
    const statuses: number[] = [];
    let first: unknown;
    for (let i = 0; i < 4; i += 1) {
      const response = await call('demo-call', { name: 'Ravi', phone_number: phone, client: DEMO_CALL_CLIENT_ID });
      statuses.push(response.status);
      first ??= await response.json();
    }
    expect(first).toMatchObject({ status: 'dry-run' });
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('get-secrets under Deno', () => {
  it('returns the public web key and the agent id', async () => {
    const response = await call('get-secrets', { keys: ['VAPI_API_KEY', 'VAPI_AGENT_ID'] });
    expect(await response.json()).toEqual({ VAPI_API_KEY: 'public-web-key', VAPI_AGENT_ID: 'agent-123' });
  });

  it.each(['VAPI_PRIVATE_KEY', 'SUPABASE_SERVICE_ROLE_KEY'])('refuses the non-public name %s', async (name) => {
    const response = await call('get-secrets', { keys: ['VAPI_AGENT_ID', name] });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('Not a public value');
    expect(text).not.toContain(stack.local.serviceKey);
  });
});

describe('lead-sweep under Deno', () => {
  it('refuses anyone but the service role', async () => {
    const response = await call('lead-sweep', {});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'The lead sweep runs with the service role only.' });
  });

  it('runs with the service role', async () => {
    const response = await call('lead-sweep', {}, { authorization: `Bearer ${stack.local.serviceKey}` });
    expect(response.status).toBe(200);
  });
});

describe('team under Deno', () => {
  it('refuses a visitor, and invites for an admin', async () => {
    expect(await (await call('team', { action: 'remove', userId: randomUUID() })).json()).toEqual({ error: 'Sign in as an admin to manage the team.' });
    const email = `deno-admin-${randomUUID().slice(0, 8)}@example.in`;
    const { data } = await stack.admin.auth.admin.createUser({ email, password: 'deno-admin-password', email_confirm: true });
    await stack.admin.from('user_roles').insert({ user_id: data.user?.id, role: 'admin' });
    const signedIn = await stack.anon.auth.signInWithPassword({ email, password: 'deno-admin-password' });
    const invited = await call(
      'team',
      { action: 'invite', email: `deno-invited-${randomUUID().slice(0, 8)}@example.in`, role: 'sales', redirectTo: 'http://localhost:5173/auth?link=invite' },
      { authorization: `Bearer ${signedIn.data.session?.access_token}` },
    );
    expect(invited.status).toBe(200);
    expect(await invited.json()).toMatchObject({ role: 'sales' });
  });
});
