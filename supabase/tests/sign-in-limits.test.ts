// Password guessing: failed sign-ins are limited per address and per email (429 + Retry-After,
// as hosted Supabase Auth answers), and timing does not tell which emails have an account.
// This file has its own server: every failure here counts against the one loopback address.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { backendForThisFile } from './support/backend.ts';

const backend = backendForThisFile();
// config.toml's auth.rate_limit.sign_in_sign_ups (hosted default), and the per-email limit.
const PER_ADDRESS = 30;
const PER_EMAIL = 10;

async function signIn(email: string, password: string) {
  const started = performance.now();
  const response = await fetch(`${backend().server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend().server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
let failures = 0;

describe('sign-in limits', () => {
  it('takes as long for an unknown email as for a wrong password of a real one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push((await signIn(backend().emails.admin, `wrong-${i}`)).ms);
      unknown.push((await signIn(`nobody-${i}@example.in`, `wrong-${i}`)).ms);
    }
    failures += 10;
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it(`refuses an email after ${PER_EMAIL} failures with 429 and Retry-After, even with the right password`, async () => {
    const email = backend().emails.user;
    for (let i = 0; i < PER_EMAIL; i += 1) expect((await signIn(email, `guess-${i}`)).status).toBe(400);
    failures += PER_EMAIL;
    const limited = await signIn(email, backend().password);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(300);
  });

  it(`refuses an address after ${PER_ADDRESS} failures, whatever the email`, async () => {
    const statuses: number[] = [];
    for (let i = failures; i < PER_ADDRESS + 2; i += 1) statuses.push((await signIn(`spray-${i}@example.in`, 'guess')).status);
    expect(statuses.slice(0, PER_ADDRESS - failures).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(PER_ADDRESS - failures)).toEqual([429, 429]);
    const limited = await signIn(backend().emails.admin, backend().password);
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toMatch(/^\d+$/);
  });

  it('refuses parallel guesses beyond the limit too', async () => {
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => signIn(`burst-${i}@example.in`, 'guess')));
    expect(burst.every((result) => result.status === 429)).toBe(true);
  });
});
