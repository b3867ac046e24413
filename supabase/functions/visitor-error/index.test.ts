import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, readJson, startStack, type Stack } from '@vaani/supabase-local/testing/function-stack';
import handler from './index.ts';

const URL = 'http://functions.test/functions/v1/visitor-error';
let stack: Stack;

vi.setConfig({ hookTimeout: 120_000, testTimeout: 30_000 });
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.local.stop());

async function stored(place: string) {
  const { data } = await stack.admin.from('visitor_errors').select('kind, message, place').eq('place', place);
  return data;
}

describe('visitor-error', () => {
  it('stores a report without what could name the visitor', async () => {
    const place = '/pricing';
    const message = 'Failed to fetch https://vaani.ai/embed-assets/a.js?token=secret for priya@skylinerealty.in at +91 98765 43210';
    const response = await handler(post(URL, { kind: 'error', message, place }));
    expect(response.status).toBe(202);
    expect(await stored(place)).toEqual([{ kind: 'error', message: 'Failed to fetch https://vaani.ai/embed-assets/a.js for [email] at [number]', place }]);
  });

  it('refuses what is not a report, with a message', async () => {
    for (const body of [{ kind: 'warning', message: 'x', place: '/' }, { kind: 'error', message: '', place: '/' }, { kind: 'error', message: 'x', place: '/', form: { email: 'a@b.c' } }]) {
      const response = await handler(post(URL, body));
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: expect.any(String) });
    }
  });

  it('limits each address', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const statuses = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await handler(post(URL, { kind: 'error', message: `e${i}`, place: '/limit' }, headers))).status);
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('keeps the newest 10,000', async () => {
    for (let batch = 0; batch < 11; batch += 1) {
      const rows = Array.from({ length: 1_000 }, (_, i) => ({ kind: 'error', message: `bulk ${batch} ${i}`, place: '/bulk' }));
      expect((await stack.admin.from('visitor_errors').insert(rows)).error).toBeNull();
    }
    const { count } = await stack.admin.from('visitor_errors').select('id', { count: 'exact', head: true });
    expect(count).toBe(10_000);
  });
});
