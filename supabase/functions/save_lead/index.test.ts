import { createClient } from '@supabase/supabase-js';
import { currentConsent } from '@vaani/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshAddress, post, readJson, startStack, type Stack } from '@vaani/supabase-local/testing/function-stack';
import { startStandIn, type StandIn } from '../_test/stand-in-server.ts';
import sweep from '../lead-sweep/index.ts';
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
    failed_at: string | null;
    forward_status: 'pending' | 'forwarded' | 'failed' | 'spam';
    form: string | null;
    spam_reason: string | null;
    verification: string | null;
    fill_ms: number | null;
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
  delete process.env.TURNSTILE_SECRET_KEY;
  delete process.env.TURNSTILE_VERIFY_URL;
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
    expect(row.data).toEqual('phone_number' in data ? { ...data, phone_number: '+919876543210' } : data);
    expect(row.forward_attempts).toBe(0);
    expect(row.forward_status).toBe('pending');
  });

  it.each(['+9109876543210', '+91 098765 43210', '09876543210'])('stores the phone %s as E.164', async (phone) => {
    const body = await readJson(await handler(post(URL, { sheet_name: 'confirmed_lead', data: { ...person, phone_number: phone } })));
    expect((await storedLead(body.id)).data).toEqual(person);
  });

  it('keeps leads out of reach of browsers', async () => {
    const { data } = await stack.anon.from('leads').select('*');
    expect(data ?? []).toEqual([]);
  });
});

describe('save_lead records the form for the admin list', () => {
  it.each([
    ['calling_leads', person, 'demo-call', 'demo-call'],
    ['calling_leads', person, 'callback', 'callback'],
    ['calling_leads', person, null, null],
    ['email_subscription', { email: 'form@mail.com' }, null, 'newsletter'],
    ['confirmed_lead', person, null, 'get-started'],
  ])('%s with Lead-Form %s → %s', async (sheet, data, header, form) => {
    const headers: Record<string, string> = { 'x-forwarded-for': freshAddress(), ...(header ? { 'lead-form': header } : {}) };
    const response = await handler(post(URL, { sheet_name: sheet, data }, headers));
    expect(response.status).toBe(201);
    expect((await storedLead((await readJson(response)).id)).form).toBe(form);
  });

  it('refuses a form the sheet does not take, and a form in the body (the body is the spec\'s {sheet_name, data})', async () => {
    const headers = { 'x-forwarded-for': freshAddress(), 'lead-form': 'newsletter' };
    expect((await handler(post(URL, { sheet_name: 'calling_leads', data: person }, headers))).status).toBe(400);
    expect((await handler(post(URL, { sheet_name: 'calling_leads', data: person, form: 'callback' }, { 'x-forwarded-for': freshAddress() }))).status).toBe(400);
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
    ['a demo lead whose number cannot exist', { sheet_name: 'calling_leads', data: { ...person, phone_number: '+1415555012345' } },
      'Please enter a valid phone number'],
    ['a Get Started lead with 9 digits', { sheet_name: 'confirmed_lead', data: { ...person, phone_number: '987-654-321' } },
      'Please enter a valid phone number with at least 10 digits'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const response = await handler(post(URL, body));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: message });
  });
});

describe('save_lead forwarding', () => {
  it('forwards {sheet_name, data} with the lead id as idempotency key and records the success', async () => {
    process.env.LEAD_FORWARD_URL = `${leadService.url}/save_lead`;
    const response = await handler(post(URL, { sheet_name: 'calling_leads', data: person }));
    const body = await readJson(response);
    expect(body).toMatchObject({ stored: true, forwarded: true });
    expect(leadService.requests).toHaveLength(1);
    expect(leadService.requests[0]?.path).toBe('/save_lead');
    expect(leadService.requests[0]?.headers['idempotency-key']).toBe(body.id);
    expect(JSON.parse(leadService.requests[0]?.body ?? '')).toEqual({ sheet_name: 'calling_leads', data: person });
    const row = await storedLead(body.id);
    expect(row.forwarded_at).not.toBeNull();
    expect(row.forward_attempts).toBe(1);
    expect(row.last_error).toBeNull();
    expect(row.forward_status).toBe('forwarded');
  });

  it('answers 201 at once when the lead service is down, the lead stored and left to the sweep', async () => {
    process.env.LEAD_FORWARD_URL = leadService.url;
    leadService.script([], 502);
    const response = await handler(post(URL, { sheet_name: 'confirmed_lead', data: person }));
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({ stored: true, forwarded: false });
    expect(leadService.requests).toHaveLength(1);
    const row = await storedLead(body.id);
    expect(row.data).toEqual(person);
    expect(row.forwarded_at).toBeNull();
    expect(row.forward_attempts).toBe(1);
    expect(row.last_error).toBe('Lead service answered 502');
    expect(row.forward_status).toBe('pending');
  });
});

describe('save_lead idempotency', () => {
  const key = () => crypto.randomUUID();

  async function storedCount(email: string) {
    const { data } = await stack.admin.from('leads').select('data').eq('sheet_name', 'email_subscription');
    return (data ?? []).filter((row: { data: { email?: string } }) => row.data.email === email).length;
  }

  it('stores a lead sent twice with one key once, and says the second was a duplicate', async () => {
    const headers = { 'idempotency-key': key() };
    const lead = { sheet_name: 'email_subscription', data: { email: 'twice@mail.com' } };
    const first = await handler(post(URL, lead, headers));
    const second = await handler(post(URL, lead, headers));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = [await readJson(first), await readJson(second)];
    expect(b).toEqual({ id: a.id, stored: true, duplicate: true, forwarded: false });
    expect(await storedCount('twice@mail.com')).toBe(1);
  });

  it('stores one lead for 20 concurrent retries of it', async () => {
    const headers = { 'idempotency-key': key() };
    const lead = { sheet_name: 'email_subscription', data: { email: 'burst@mail.com' } };
    const responses = await Promise.all(Array.from({ length: 20 }, () => handler(post(URL, lead, headers))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(await storedCount('burst@mail.com')).toBe(1);
  });

  it('stores leads with different keys separately', async () => {
    const lead = { sheet_name: 'email_subscription', data: { email: 'two-keys@mail.com' } };
    await handler(post(URL, lead, { 'idempotency-key': key() }));
    await handler(post(URL, lead, { 'idempotency-key': key() }));
    expect(await storedCount('two-keys@mail.com')).toBe(2);
  });

  it('refuses a key that is not a UUID', async () => {
    const response = await handler(post(URL, { sheet_name: 'email_subscription', data: { email: 'a@b.co' } }, { 'idempotency-key': 'abc' }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'Idempotency-Key must be a UUID.' });
  });
});

/** An admin of this stack, signed in (forward_leads_again checks the caller's role). */
async function signedInAdmin() {
  const email = `admin-${Date.now()}@acme-homes.in`;
  const { data } = await stack.admin.auth.admin.createUser({ email, password: 'admin-password', email_confirm: true });
  await stack.admin.from('user_roles').insert({ user_id: data.user!.id, role: 'admin' });
  const client = createClient(stack.local.url, stack.local.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  await client.auth.signInWithPassword({ email, password: 'admin-password' });
  return client;
}

describe('lead-sweep', () => {
  const serviceHeaders = () => ({ authorization: `Bearer ${stack.local.serviceKey}` });
  const runSweep = async () => readJson(await sweep(post('http://functions.test/functions/v1/lead-sweep', {}, serviceHeaders())));

  async function storeUnforwarded(email: string) {
    const body = await readJson(await handler(post(URL, { sheet_name: 'email_subscription', data: { email } })));
    return String(body.id);
  }

  /** Makes a lead due now, as if its lease or backoff had run out. */
  async function makeDue(id: string) {
    await stack.admin.from('leads').update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).eq('id', id);
  }

  beforeEach(() => {
    process.env.LEAD_RETRY_BASE_SECONDS = '60';
    process.env.LEAD_FORWARD_MAX_ATTEMPTS = '3';
  });

  it('refuses anyone but the service role', async () => {
    const anon = await sweep(post('http://functions.test/functions/v1/lead-sweep', {}, { authorization: `Bearer ${stack.local.anonKey}` }));
    expect(anon.status).toBe(401);
    expect(await readJson(anon)).toEqual({ error: 'The lead sweep runs with the service role only.' });
  });

  it('forwards a lead stored while no forward ran (a crash after storing), exactly once', async () => {
    const id = await storeUnforwarded('crashed@mail.com');
    await makeDue(id);
    process.env.LEAD_FORWARD_URL = leadService.url;
    const first = await runSweep();
    expect(first.forwarded).toBeGreaterThanOrEqual(1);
    expect(leadService.requests.filter((r) => r.headers['idempotency-key'] === id)).toHaveLength(1);
    expect((await storedLead(id)).forward_status).toBe('forwarded');
    await makeDue(id);
    await runSweep();
    expect(leadService.requests.filter((r) => r.headers['idempotency-key'] === id)).toHaveLength(1);
  });

  it('leaves a lead under its lease (a forward under way) alone', async () => {
    const id = await storeUnforwarded('leased@mail.com');
    process.env.LEAD_FORWARD_URL = leadService.url;
    await runSweep();
    expect(leadService.requests.filter((r) => r.headers['idempotency-key'] === id)).toHaveLength(0);
  });

  it('backs off after a failure, then marks the lead failed after the maximum attempts', async () => {
    const id = await storeUnforwarded('unlucky@mail.com');
    process.env.LEAD_FORWARD_URL = leadService.url;
    leadService.script([], 503);
    await makeDue(id);
    await runSweep();
    let row = await storedLead(id);
    expect(row.forward_attempts).toBe(1);
    expect(row.forward_status).toBe('pending');
    // The first pause is LEAD_RETRY_BASE_SECONDS: a sweep right away does not try again.
    await runSweep();
    expect((await storedLead(id)).forward_attempts).toBe(1);
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await makeDue(id);
      await runSweep();
    }
    row = await storedLead(id);
    expect(row.forward_attempts).toBe(3);
    expect(row.forward_status).toBe('failed');
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toBe('Lead service answered 503');
    await makeDue(id);
    leadService.script([], 200);
    await runSweep();
    expect((await storedLead(id)).forward_status).toBe('failed');

    // An admin's "forward again": due at once with a fresh round of attempts, then forwarded once.
    const admin = await signedInAdmin();
    const sent = () => leadService.requests.filter((r) => r.headers['idempotency-key'] === id).length;
    const before = sent();
    expect((await admin.rpc('forward_leads_again', { p_ids: [id] })).data).toBe(1);
    row = await storedLead(id);
    expect(row.forward_status).toBe('pending');
    expect(row.forward_attempts).toBe(0);
    await runSweep();
    await runSweep();
    expect((await storedLead(id)).forward_status).toBe('forwarded');
    expect(sent()).toBe(before + 1);
    expect((await admin.rpc('forward_leads_again', { p_ids: [id] })).data).toBe(0);

    // Every attempt is kept, newest first, for the lead's page: admins read them, visitors do not.
    const attempts = await admin.from('lead_forward_attempts').select('outcome,http_status,error').eq('lead_id', id).order('attempted_at', { ascending: false }).order('id', { ascending: false });
    expect(attempts.data).toEqual([
      { outcome: 'forwarded', http_status: 200, error: null },
      ...Array.from({ length: 3 }, () => ({ outcome: 'failed', http_status: 503, error: 'Lead service answered 503' })),
    ]);
    expect((await stack.anon.from('lead_forward_attempts').select('id').eq('lead_id', id)).error?.code).toBe('42501');
    // Erasing the person removes their attempts with their leads.
    expect((await admin.rpc('erase_person_leads', { p_contact: 'unlucky@mail.com' })).data).toBe(1);
    expect((await stack.admin.from('lead_forward_attempts').select('id').eq('lead_id', id)).data).toEqual([]);
  });

  it('does nothing and says so without a forward target', async () => {
    expect(await runSweep()).toEqual({ forwarded: 0, failed: 0, note: 'LEAD_FORWARD_URL is not set; leads stay stored.' });
  });
});

describe('bad text in any function input', () => {
  it.each([
    ['a NUL byte', 'Ravi\\u0000Kumar'],
    ['an unpaired high surrogate', 'Ravi \\ud800'],
    ['an unpaired low surrogate', '\\udc00Ravi'],
  ])('refuses %s with 400 JSON and leaves the rate limit untouched', async (_label, name) => {
    const address = freshAddress();
    const body = `{"sheet_name":"calling_leads","data":{"name":"${name}","email":"ravi@acme.in","phone_number":"+919876543210"}}`;
    for (let i = 0; i < 70; i += 1) {
      const response = await handler(post(URL, body, { 'x-forwarded-for': address }));
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: 'body.data.name must not contain NUL bytes or unpaired surrogates.' });
    }
    const { data } = await stack.admin.from('rate_limits').select('hits').eq('key', `save_lead:address:${address}`);
    expect(data ?? []).toEqual([]);
    const accepted = await handler(post(URL, { sheet_name: 'calling_leads', data: person }, { 'x-forwarded-for': address }));
    expect(accepted.status).toBe(201);
  });

  it('accepts paired surrogates (emoji) as ordinary text', async () => {
    const response = await handler(post(URL, { sheet_name: 'calling_leads', data: { ...person, name: 'Ravi 🏠' } }));
    expect(response.status).toBe(201);
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

// Attribution on every lead (issue 26, part 1): stored in its own columns, cleaned and capped,
// never a reason to refuse a lead, never forwarded; the site is the request's Origin header.
const COLUMNS = 'landing_page, referrer, page, opener, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, request_origin';

async function send(body: unknown, headers: Record<string, string> = {}) {
  const response = await handler(post(URL, body, headers));
  const answer = await readJson(response);
  const { data, error } = await stack.admin.from('leads').select(COLUMNS).eq('id', answer.id).maybeSingle();
  expect(error).toBeNull();
  return { status: response.status, row: data as Record<string, string | null> | null };
}

const campaign = {
  landing_page: 'https://vaani.ai/solutions/real-estate',
  referrer: 'https://www.google.com',
  page: 'https://vaani.ai/pricing',
  opener: 'hero',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'diwali-2026',
  utm_term: 'ai calling agent',
  utm_content: 'banner-a',
  gclid: 'Cj0KCQ',
  fbclid: 'IwAR0',
};

describe('save_lead attribution', () => {
  it('stores every attribution value in its own column and the Origin header as the site', async () => {
    const { status, row } = await send({ sheet_name: 'calling_leads', data: person, attribution: campaign }, { origin: 'https://vaani.ai', 'lead-form': 'demo-call' });
    expect(status).toBe(201);
    expect(row).toEqual({ ...campaign, request_origin: 'https://vaani.ai' });
  });

  it('takes the partner site from the request, not from what the body claims', async () => {
    const forged = { ...campaign, page: 'https://vaani.ai/', request_origin: 'https://vaani.ai', partner_origin: 'https://vaani.ai' };
    const { status, row } = await send({ sheet_name: 'confirmed_lead', data: person, attribution: forged }, { origin: 'https://homes-partner.in' });
    expect(status).toBe(201);
    expect(row?.request_origin).toBe('https://homes-partner.in');
    expect(row?.page).toBe('https://vaani.ai/');
  });

  it('drops unknown and malformed values, strips control characters and caps at 512, and still stores the lead', async () => {
    const { status, row } = await send({
      sheet_name: 'email_subscription',
      data: { email: 'priya@mail.com' },
      attribution: { utm_source: 'news\u0000letter\u001b', utm_medium: 7, utm_campaign: ['x'], utm_id: 'dropped', utm_term: 'é'.repeat(3000), gclid: '\u0007' },
    }, { origin: 'null' });
    expect(status).toBe(201);
    expect(row).toMatchObject({ utm_source: 'newsletter', utm_medium: null, utm_campaign: null, gclid: null, request_origin: null });
    expect(row?.utm_term).toBe('é'.repeat(512));
  });

  it('takes the largest attribution a browser can send (11 values of 512 three-byte characters)', async () => {
    const full = Object.fromEntries(Object.keys(campaign).map((field) => [field, '€'.repeat(512)]));
    const { status, row } = await send({ sheet_name: 'calling_leads', data: person, attribution: full });
    expect(status).toBe(201);
    expect(row?.utm_campaign).toHaveLength(512);
  });

  it('stores a lead whose attribution is not an object, and a lead without any', async () => {
    expect((await send({ sheet_name: 'calling_leads', data: person, attribution: 'utm_source=google' })).status).toBe(201);
    const { status, row } = await send({ sheet_name: 'calling_leads', data: person });
    expect(status).toBe(201);
    expect(Object.values(row ?? {}).every((value) => value === null)).toBe(true);
  });

  it('keeps the page fields only when they are http(s) addresses (issue 40)', async () => {
    const scripted = { landing_page: 'javascript:alert(document.domain)', referrer: 'javascript:fetch("//evil.example")', page: 'data:text/html,hi', utm_source: 'google' };
    const { status, row } = await send({ sheet_name: 'calling_leads', data: person, attribution: scripted });
    expect(status).toBe(201);
    expect(row).toMatchObject({ landing_page: null, referrer: null, page: null, utm_source: 'google' });
  });

  it('forwards only the spec\'s {sheet_name, data}', async () => {
    process.env.LEAD_FORWARD_URL = `${leadService.url}/save_lead`;
    await send({ sheet_name: 'calling_leads', data: person, attribution: campaign }, { origin: 'https://homes-partner.in' });
    expect(leadService.requests).toHaveLength(1);
    expect(JSON.parse(leadService.requests[0]?.body ?? '')).toEqual({ sheet_name: 'calling_leads', data: person });
  });
});

describe('save_lead consent', () => {
  const consentOf = async (id: unknown) =>
    (await stack.admin.from('leads').select('consent_version, consent_at').eq('id', id).single()).data as { consent_version: string | null; consent_at: string | null };
  const agreedNow = () => new Date().toISOString();

  it('stores the version the form showed and when the person agreed; forwards neither', async () => {
    process.env.LEAD_FORWARD_URL = `${leadService.url}/save_lead`;
    const agreedAt = new Date(Date.now() - 60_000).toISOString();
    const consent = { version: currentConsent('callback').version, agreed_at: agreedAt };
    const body = await readJson(await handler(post(URL, { sheet_name: 'calling_leads', data: person, consent }, { 'lead-form': 'callback' })));
    expect(await consentOf(body.id)).toEqual({ consent_version: currentConsent('callback').version, consent_at: expect.any(String) });
    expect(new Date((await consentOf(body.id)).consent_at ?? '').toISOString()).toBe(agreedAt);
    expect(JSON.parse(leadService.requests[0]?.body ?? '')).toEqual({ sheet_name: 'calling_leads', data: person });
  });

  it('refuses, with a 400 saying why, a version the form never showed, and stores nothing (issue 40)', async () => {
    const before = (await stack.admin.from('leads').select('id', { count: 'exact', head: true })).count;
    for (const version of [currentConsent('newsletter').version, 'demo-call-2026-11-made-up', 42]) {
      const response = await handler(post(URL, { sheet_name: 'confirmed_lead', data: person, consent: { version, agreed_at: agreedNow() } }));
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: 'consent.version is not a consent text the get-started form shows.' });
    }
    const notAnObject = await handler(post(URL, { sheet_name: 'email_subscription', data: { email: 'priya@mail.com' }, consent: 'yes' }));
    expect(notAnObject.status).toBe(400);
    expect((await stack.admin.from('leads').select('id', { count: 'exact', head: true })).count).toBe(before);
  });

  it('stores the version of the wording shown in Hindi or with a partner\'s brand, and that brand (issue 40)', async () => {
    const hindi = currentConsent('demo-call', 'hi');
    const hindiLead = await readJson(await handler(post(URL, { sheet_name: 'calling_leads', data: person, consent: { version: hindi.version, agreed_at: agreedNow() } }, { 'lead-form': 'demo-call' })));
    expect((await stack.admin.from('leads').select('consent_version, consent_brand').eq('id', hindiLead.id).single()).data).toEqual({ consent_version: hindi.version, consent_brand: null });

    const branded = currentConsent('demo-call', 'hi', 'स्काईलाइन रियल्टी');
    const brandedLead = await readJson(await handler(post(URL, { sheet_name: 'calling_leads', data: person, consent: { version: branded.version, brand: branded.brand, agreed_at: agreedNow() } }, { 'lead-form': 'demo-call' })));
    expect((await stack.admin.from('leads').select('consent_version, consent_brand').eq('id', brandedLead.id).single()).data).toEqual({ consent_version: 'demo-call-brand-hi-2026-11', consent_brand: 'स्काईलाइन रियल्टी' });

    for (const consent of [{ version: branded.version }, { version: branded.version, brand: 'x'.repeat(61) }, { version: hindi.version, brand: 'Skyline Realty' }]) {
      const response = await handler(post(URL, { sheet_name: 'calling_leads', data: person, consent: { ...consent, agreed_at: agreedNow() } }, { 'lead-form': 'demo-call' }));
      expect(response.status).toBe(400);
      expect((await readJson(response)).error).toMatch(/^consent\.brand /);
    }
  });

  it('records the arrival time for an implausible agreement time', async () => {
    const future = await readJson(await handler(post(URL, { sheet_name: 'confirmed_lead', data: person, consent: { version: currentConsent('get-started').version, agreed_at: '2999-01-01T00:00:00Z' } })));
    const stored = await consentOf(future.id);
    expect(stored.consent_version).toBe(currentConsent('get-started').version);
    expect(Math.abs(new Date(stored.consent_at ?? '').getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('save_lead keeps spam out', () => {
  const PERSON_CHECK = { honeypot: '', fill_ms: 6200 };
  const serviceHeaders = () => ({ authorization: `Bearer ${stack.local.serviceKey}` });
  const runSweep = async () => readJson(await sweep(post('http://functions.test/functions/v1/lead-sweep', {}, serviceHeaders())));
  const sentOf = (id: unknown) => leadService.requests.filter((r) => r.headers['idempotency-key'] === id).length;
  const makeDue = (id: unknown) => stack.admin.from('leads').update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).eq('id', id);
  const logOf = async (id: unknown) => {
    const { data } = await stack.admin.from('change_log').select('actor_email,action,before,after').eq('table_name', 'leads').eq('row_id', id).order('id');
    return data ?? [];
  };

  it('forwards a lead whose form checks passed', async () => {
    process.env.LEAD_FORWARD_URL = leadService.url;
    const body = await readJson(await handler(post(URL, { sheet_name: 'calling_leads', data: person, bot_check: PERSON_CHECK }, { 'x-forwarded-for': freshAddress() })));
    expect(body).toMatchObject({ stored: true, forwarded: true });
    expect((await storedLead(body.id)).spam_reason).toBeNull();
    expect(await logOf(body.id)).toEqual([]);
  });

  it("never holds a lead on its fill time alone: one sent 0.3 s after the form appeared is forwarded, the time kept for the admin (issue 40)", async () => {
    process.env.LEAD_FORWARD_URL = leadService.url;
    const body = await readJson(await handler(post(URL, { sheet_name: 'calling_leads', data: person, bot_check: { honeypot: '', fill_ms: 300 } }, { 'x-forwarded-for': freshAddress() })));
    expect(body).toMatchObject({ stored: true, forwarded: true });
    expect(await storedLead(body.id)).toMatchObject({ spam_reason: null, forward_status: 'forwarded', fill_ms: 300, verification: null });
  });

  it('stores a lead without the form\'s checks as unverified, not as a person\'s (issue 40)', async () => {
    const body = await readJson(await handler(post(URL, { sheet_name: 'calling_leads', data: person }, { 'x-forwarded-for': freshAddress() })));
    expect(await storedLead(body.id)).toMatchObject({ spam_reason: null, verification: 'unverified', fill_ms: null });
  });

  it.each([
    ['the hidden field filled in', { honeypot: 'https://cheap-seo.example', fill_ms: 9000 }, 'The hidden field was filled in'],
  ])('answers %s as it answers a person, stores it as spam with the reason and never forwards it', async (_label, check, reason) => {
    process.env.LEAD_FORWARD_URL = leadService.url;
    const response = await handler(post(URL, { sheet_name: 'confirmed_lead', data: person, bot_check: check }, { 'x-forwarded-for': freshAddress() }));
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toEqual({ id: expect.any(String), stored: true, forwarded: false });
    const row = await storedLead(body.id);
    expect(row.spam_reason).toBe(reason);
    expect(row.forward_status).toBe('spam');
    await makeDue(body.id);
    await runSweep();
    expect(sentOf(body.id)).toBe(0);
    expect(await logOf(body.id)).toEqual([
      { actor_email: null, action: 'insert', before: null, after: { title: 'Held as spam', spam_reason: reason, forward_status: 'spam' } },
    ]);
  });

  it('forwards a lead marked not spam exactly once, and records who judged it', async () => {
    process.env.LEAD_FORWARD_URL = leadService.url;
    const body = await readJson(await handler(post(URL, { sheet_name: 'email_subscription', data: { email: 'quick@mail.com' }, bot_check: { honeypot: 'https://cheap-seo.example', fill_ms: 900 } }, { 'x-forwarded-for': freshAddress() })));
    expect(await stack.anon.rpc('mark_lead_spam', { p_id: body.id, p_spam: false })).toMatchObject({ error: { code: '42501' } });
    const admin = await signedInAdmin();
    const { data: status, error } = await admin.rpc('mark_lead_spam', { p_id: body.id, p_spam: false });
    expect(error).toBeNull();
    expect(status).toBe('pending');
    await runSweep();
    await runSweep();
    expect(sentOf(body.id)).toBe(1);
    expect((await storedLead(body.id)).forward_status).toBe('forwarded');
    // Judged again: still forwarded once.
    expect((await admin.rpc('mark_lead_spam', { p_id: body.id, p_spam: false })).data).toBe('forwarded');
    await makeDue(body.id);
    await runSweep();
    expect(sentOf(body.id)).toBe(1);
    const log = await logOf(body.id);
    expect(log.map((entry) => entry.after.title)).toEqual(['Held as spam', 'Marked not spam']);
    expect(log[1]).toMatchObject({ action: 'update', actor_email: expect.stringMatching(/^admin-/), before: { forward_status: 'spam' }, after: { spam_reason: null, forward_status: 'pending' } });
  });

  it('holds back a lead a person marks as spam before it is forwarded', async () => {
    const body = await readJson(await handler(post(URL, { sheet_name: 'email_subscription', data: { email: 'later-spam@mail.com' } }, { 'x-forwarded-for': freshAddress() })));
    const admin = await signedInAdmin();
    expect((await admin.rpc('mark_lead_spam', { p_id: body.id, p_spam: true })).data).toBe('spam');
    expect((await storedLead(body.id)).spam_reason).toMatch(/^Marked as spam by admin-/);
    process.env.LEAD_FORWARD_URL = leadService.url;
    await makeDue(body.id);
    await runSweep();
    expect(sentOf(body.id)).toBe(0);
    expect((await logOf(body.id)).map((entry) => entry.after.title)).toEqual(['Marked as spam']);
  });

  describe('with Turnstile configured', () => {
    let cloudflare: StandIn;
    beforeAll(async () => {
      cloudflare = await startStandIn();
    });
    afterAll(async () => {
      await cloudflare?.close();
    });
    beforeEach(() => {
      process.env.TURNSTILE_SECRET_KEY = 'turnstile-secret';
      process.env.TURNSTILE_VERIFY_URL = `${cloudflare.url}/siteverify`;
      cloudflare.requests.length = 0;
    });
    const send = (token?: string) =>
      handler(post(URL, { sheet_name: 'email_subscription', data: { email: 'turnstile@mail.com' }, bot_check: PERSON_CHECK, ...(token ? { turnstile_token: token } : {}) }, { 'x-forwarded-for': '203.0.113.7' }));

    it('verifies the token with the secret and the caller address', async () => {
      cloudflare.script([], 200, { success: true });
      const body = await readJson(await send('token-1'));
      expect(await storedLead(body.id)).toMatchObject({ verification: 'verified', spam_reason: null });
      expect(Object.fromEntries(new URLSearchParams(cloudflare.requests[0]?.body))).toEqual({ secret: 'turnstile-secret', response: 'token-1', remoteip: '203.0.113.7' });
    });

    it('stores a lead whose token Cloudflare refuses as spam', async () => {
      cloudflare.script([], 200, { success: false, 'error-codes': ['invalid-input-response'] });
      const response = await send('forged');
      expect(response.status).toBe(201);
      expect(await storedLead((await readJson(response)).id)).toMatchObject({
        forward_status: 'spam',
        spam_reason: 'Turnstile refused the visitor (invalid-input-response)',
        verification: 'unverified',
      });
    });

    it.each([
      ['Cloudflare is down', () => cloudflare.script([], 503), 'token-2'],
      ['Cloudflare has an internal error', () => cloudflare.script([], 200, { success: false, 'error-codes': ['internal-error'] }), 'token-3'],
      ['no token came (a blocker kept the script out)', () => cloudflare.script([], 200, { success: true }), undefined],
    ])('lets the lead through flagged unverified when %s', async (_label, arrange, token) => {
      arrange();
      const response = await send(token);
      expect(response.status).toBe(201);
      expect(await storedLead((await readJson(response)).id)).toMatchObject({ verification: 'unverified', spam_reason: null, forward_status: 'pending' });
    });
  });
});

describe('save_lead links a returning person', () => {
  const store = async (data: Record<string, string>, sheet = 'calling_leads') =>
    String((await readJson(await handler(post(URL, { sheet_name: sheet, data }, { 'x-forwarded-for': freshAddress() })))).id);
  const linkOf = async (id: string) => {
    const { data } = await stack.admin.from('leads').select('person_id,returning_of').eq('id', id).single();
    return data as { person_id: string; returning_of: string | null };
  };

  it('links a lead to the latest earlier one with the same email (any case) or E.164 phone, as one person', async () => {
    const first = await store({ name: 'Meera Iyer', email: 'meera@iyer-homes.in', phone_number: '+919811100001' });
    const again = await store({ email: '  Meera@Iyer-Homes.in ' }, 'email_subscription');
    const byPhone = await store({ name: 'Meera', email: 'office@iyer-homes.in', phone_number: '+91 98111-00001' }, 'confirmed_lead');
    const stranger = await store({ name: 'Kabir Das', email: 'kabir@mail.com', phone_number: '+919811100002' });
    expect(await linkOf(first)).toEqual({ person_id: first, returning_of: null });
    expect(await linkOf(again)).toEqual({ person_id: first, returning_of: first });
    // Its email is new; its phone is the first lead's (the newsletter lead had none).
    expect(await linkOf(byPhone)).toEqual({ person_id: first, returning_of: first });
    expect(await linkOf(stranger)).toEqual({ person_id: stranger, returning_of: null });

    const admin = await signedInAdmin();
    const { data, error } = await admin.rpc('lead_people').eq('person_id', first);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: byPhone, lead_count: 3, returning_of: first })]);
    expect((await stack.anon.rpc('lead_people')).error?.code).toBe('42501');
  });

  it('starts a new history when the earlier lead is more than 90 days old', async () => {
    const old = await store({ email: 'seasonal@mail.com' }, 'email_subscription');
    await stack.admin.from('leads').update({ created_at: new Date(Date.now() - 91 * 86_400_000).toISOString() }).eq('id', old);
    const back = await store({ email: 'seasonal@mail.com' }, 'email_subscription');
    expect(await linkOf(back)).toEqual({ person_id: back, returning_of: null });
  });
});
