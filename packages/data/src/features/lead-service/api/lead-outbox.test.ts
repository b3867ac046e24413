import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { flushLeadOutbox, submitConfirmedLead, subscribeEmail } from './lead-outbox.ts';

let backend: Backend;
const realFetch = globalThis.fetch;

/** The browser's local storage, for Node. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.local.stop());
beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.restoreAllMocks();
});

const waiting = () =>
  (JSON.parse(localStorage.getItem('vaani:lead-outbox') ?? '[]') as { key: string; deliveredAt?: number }[]).filter((entry) => !entry.deliveredAt);

async function stored(email: string) {
  const { data } = await backend.service.from('leads').select('data').eq('sheet_name', 'email_subscription');
  return (data ?? []).filter((row: { data: { email: string } }) => row.data.email === email).length;
}

describe('the lead outbox', () => {
  it('keeps a lead the network lost and delivers it once the service is reachable', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(subscribeEmail('offline@mail.com')).rejects.toThrow('Network error');
    expect(waiting()).toHaveLength(1);
    expect(await stored('offline@mail.com')).toBe(0);
    await flushLeadOutbox({ force: true });
    expect(waiting()).toHaveLength(0);
    expect(await stored('offline@mail.com')).toBe(1);
  });

  it('stores a lead once when the answer was lost after the server stored it', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async (...args) => {
      await (await realFetch(...args)).arrayBuffer();
      throw new TypeError('connection reset');
    });
    await expect(subscribeEmail('lost-answer@mail.com')).rejects.toThrow('Network error');
    await flushLeadOutbox({ force: true });
    expect(await stored('lost-answer@mail.com')).toBe(1);
    expect(waiting()).toHaveLength(0);
  });

  it('keeps a lead the service answered 5xx for, and the visitor trying again reuses its key', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 503 }));
    await expect(submitConfirmedLead({ name: 'Ravi', email: 'retry@acme.in', phone_number: '+919876543210' })).rejects.toThrow(
      'Server error: 503',
    );
    const [entry] = waiting();
    const sent = vi.spyOn(globalThis, 'fetch');
    sent.mockClear();
    await submitConfirmedLead({ name: 'Ravi', email: 'retry@acme.in', phone_number: '+919876543210' });
    expect(new Headers(sent.mock.calls[0]?.[1]?.headers).get('idempotency-key')).toBe(entry?.key);
    expect(waiting()).toHaveLength(0);
  });

  it('answers a visitor who sends a delivered lead again with success, storing it once', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 500 }));
    await expect(subscribeEmail('again@mail.com')).rejects.toThrow('Server error: 500');
    await flushLeadOutbox({ force: true });
    await expect(subscribeEmail('again@mail.com')).resolves.toBeUndefined();
    expect(await stored('again@mail.com')).toBe(1);
  });

  it('drops a lead the service refused as invalid instead of sending it forever', async () => {
    await expect(subscribeEmail('not-an-email')).rejects.toThrow('Server error: 400');
    expect(waiting()).toHaveLength(0);
  });

  it('waits for the backoff before sending again, unless forced', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(subscribeEmail('later@mail.com')).rejects.toThrow('Network error');
    const sent = vi.spyOn(globalThis, 'fetch');
    sent.mockClear();
    await flushLeadOutbox();
    expect(sent).not.toHaveBeenCalled();
    await flushLeadOutbox({ force: true });
    expect(await stored('later@mail.com')).toBe(1);
  });

  describe('with the form\'s Turnstile token', () => {
    const PERSON = { honeypot: '', fill_ms: 4000 };
    // The function runs in this process: only the browser's requests to it count.
    const leadsSent = (spy: { mock: { calls: unknown[][] } }) =>
      spy.mock.calls.filter(([url]) => String(url instanceof Request ? url.url : url).endsWith('/functions/v1/save_lead'));
    const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

    it('keeps the lead in the outbox while the token is on its way, then sends the token in the body', async () => {
      const sent = vi.spyOn(globalThis, 'fetch');
      let handOver: (token: string) => void = () => undefined;
      const token = new Promise<string>((resolve) => (handOver = resolve));
      const sending = subscribeEmail('token@mail.com', { check: PERSON, turnstileToken: () => token });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(waiting()).toHaveLength(1);
      // The outbox's own send does not take the lead away from its token meanwhile.
      await flushLeadOutbox({ force: true });
      expect(leadsSent(sent)).toHaveLength(0);
      handOver('tok-1');
      await sending;
      expect(leadsSent(sent)).toHaveLength(1);
      expect(bodyOf(leadsSent(sent)[0])).toMatchObject({ turnstile_token: 'tok-1', bot_check: PERSON });
      expect(waiting()).toHaveLength(0);
    });

    it('sends the lead without a token when none came, and a retry never reuses a token', async () => {
      const sent = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
      await expect(subscribeEmail('no-token@mail.com', { check: PERSON, turnstileToken: async () => 'tok-2' })).rejects.toThrow('Network error');
      expect(bodyOf(leadsSent(sent)[0])).toMatchObject({ turnstile_token: 'tok-2' });
      await subscribeEmail('unverified@mail.com', { check: PERSON, turnstileToken: async () => undefined });
      expect(bodyOf(leadsSent(sent)[1])).not.toHaveProperty('turnstile_token');
      await flushLeadOutbox({ force: true });
      expect(bodyOf(leadsSent(sent)[2])).toMatchObject({ data: { email: 'no-token@mail.com' } });
      expect(bodyOf(leadsSent(sent)[2])).not.toHaveProperty('turnstile_token');
      expect(await stored('no-token@mail.com')).toBe(1);
    });
  });
});
