// Password guessing: failed sign-ins are limited per address and per account (429 + Retry-After,
// as hosted Supabase Auth answers), and timing does not tell which emails have an account. A
// stranger cannot lock an owner out: the per-account limit spares addresses the account has signed
// in from. Requests come from distinct loopback addresses (127.0.0.0/8) to play different callers.
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { backendForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();
// config.toml's auth.rate_limit.sign_in_sign_ups (hosted default), and the per-account limit.
const PER_ADDRESS = 30;
const PER_ACCOUNT = 10;
// The backend signs its users in from 127.0.0.1, so that is each account's known address.
const OWNER = '127.0.0.1';

/** POSTs a sign-in from the given source address (fetch cannot choose one). */
function post(url: URL, body: string, localAddress: string) {
  return new Promise<{ status: number; retryAfter: string | null; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(url, { method: 'POST', localAddress, headers: { apikey: backend().server.anonKey, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] ?? null, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject).end(body);
  });
}

async function signIn(email: string, password: string, address: string) {
  const started = performance.now();
  const answer = await post(new URL(`${backend().server.url}/auth/v1/token?grant_type=password`), JSON.stringify({ email, password }), address);
  return { ...answer, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('sign-in limits', () => {
  it('takes as long for an unknown email as for a wrong password of a real one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push((await signIn(backend().emails.admin, `wrong-${i}`, '127.0.0.2')).ms);
      unknown.push((await signIn(`nobody-${i}@example.in`, `wrong-${i}`, '127.0.0.2')).ms);
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('takes as long for an invited address that has no password yet, so pending invitations cannot be listed', async () => {
    const invitedEmail = `invited-${Date.now()}@example.in`;
    expect((await backend().service.auth.admin.inviteUserByEmail(invitedEmail)).error).toBeNull();
    const known: number[] = [];
    const invited: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push((await signIn(backend().emails.editor, `wrong-${i}`, '127.0.0.3')).ms);
      invited.push((await signIn(invitedEmail, `wrong-${i}`, '127.0.0.3')).ms);
    }
    const ratio = median(invited) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it(`refuses an account to new addresses after ${PER_ACCOUNT} failures, however the email is spelled, with 429 and Retry-After`, async () => {
    const email = backend().emails.user;
    const spellings = [email, email.toUpperCase(), email.replace('i', 'İ')];
    for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await signIn(spellings[i % 3]!, `guess-${i}`, `127.0.1.${i + 1}`)).status).toBe(400);
    for (const spelling of spellings) {
      const limited = await signIn(spelling, backend().password, '127.0.1.200');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(300);
    }
  });

  it('still lets the owner in with the right password from an address they signed in from before', async () => {
    const owner = await signIn(backend().emails.user, backend().password, OWNER);
    expect(owner.status).toBe(200);
  });

  it(`refuses an address after ${PER_ADDRESS} failures, whatever the email`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i += 1) statuses.push((await signIn(`spray-${i}@example.in`, 'guess', '127.0.2.1')).status);
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429]);
    const limited = await signIn(backend().emails.admin, backend().password, '127.0.2.1');
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toMatch(/^\d+$/);
    // 32 sign-ins one after another, each paying the deliberately slow password check: room for a
    // machine whose other test files run beside this one.
  }, 20_000);

  it('refuses parallel guesses beyond the limit too', async () => {
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => signIn(`burst-${i}@example.in`, 'guess', '127.0.2.1')));
    expect(burst.every((result) => result.status === 429)).toBe(true);
  });
});
