import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase } from '@vaani/supabase-local';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { sendCallingLead, submitConfirmedLead, subscribeEmail } from './lead-outbox.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.local.stop());

async function leadsFor(sheet: string, field: string, value: string) {
  const { data } = await backend.service.from('leads').select('data').eq('sheet_name', sheet);
  return (data ?? []).filter((row: { data: Record<string, string> }) => row.data[field] === value);
}

const person = { name: 'Ravi Kumar', email: 'ravi@acme-homes.in', phone_number: '+919876543210' };

describe('sendCallingLead', () => {
  it('resolves once the first attempt has settled, and the lead is stored', async () => {
    await expect(sendCallingLead({ ...person, email: 'calling@acme.in' }, 'callback')).resolves.toBeUndefined();
    await vi.waitFor(async () => expect(await leadsFor('calling_leads', 'email', 'calling@acme.in')).toHaveLength(1));
  });

  it("goes to the backend an embedded element names, not the build's", async () => {
    const partner = await startLocalSupabase();
    try {
      sendCallingLead({ ...person, email: 'partner@acme.in' }, 'demo-call', { backend: { url: partner.url, anonKey: partner.anonKey } });
      const partnerService = createClient(partner.url, partner.serviceKey, { auth: { persistSession: false } });
      await vi.waitFor(async () => {
        const { data } = await partnerService.from('leads').select('data').eq('sheet_name', 'calling_leads');
        expect((data ?? []).map((row: { data: { email: string } }) => row.data.email)).toEqual(['partner@acme.in']);
      });
      expect(await leadsFor('calling_leads', 'email', 'partner@acme.in')).toHaveLength(0);
    } finally {
      await partner.stop();
    }
  });

  it('never throws, even when the lead is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(sendCallingLead({ ...person, name: 'R' }, 'callback')).resolves.toBeUndefined();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[lead-service] calling_leads 400', expect.any(String)));
    warn.mockRestore();
  });
});

describe('subscribeEmail', () => {
  it('resolves once the address is stored', async () => {
    await expect(subscribeEmail('news@mail.com')).resolves.toBeUndefined();
    expect(await leadsFor('email_subscription', 'email', 'news@mail.com')).toHaveLength(1);
  });

  it('rejects when the address was not stored, so the visitor can retry', async () => {
    await expect(subscribeEmail('not-an-email')).rejects.toThrow('Server error: 400');
  });
});

describe('submitConfirmedLead', () => {
  it('resolves once the Get Started lead is stored', async () => {
    await submitConfirmedLead({ ...person, email: 'confirmed@acme.in' });
    expect(await leadsFor('confirmed_lead', 'email', 'confirmed@acme.in')).toHaveLength(1);
  });

  it("reports a non-OK answer as 'Server error: {status}'", async () => {
    await expect(submitConfirmedLead({ ...person, phone_number: '123' })).rejects.toThrow('Server error: 400');
  });

  it('reports an unreachable service with the network message', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(submitConfirmedLead(person)).rejects.toThrow(
      'Network error. Please check your internet connection and try again.',
    );
    fetchSpy.mockRestore();
  });
});
