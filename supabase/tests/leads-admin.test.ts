// Leads in the admin: only admins (and sales, see staff-roles.test.ts) read them or forward them
// again, as the database decides.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backendForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

async function storeLead(email: string, form = 'newsletter') {
  const { data, error } = await backend()
    .service.rpc('store_lead', { p_sheet_name: 'email_subscription', p_data: { email }, p_idempotency_key: randomUUID(), p_lease_seconds: 0, p_form: form })
    .single<{ id: string }>();
  if (error || !data) throw new Error(error?.message);
  return data.id;
}

async function markFailed(id: string) {
  await backend().service.from('leads').update({ failed_at: new Date().toISOString(), forward_attempts: 8, last_error: 'Lead service answered 503' }).eq('id', id);
}

describe('leads in the admin', () => {
  it('are read by admins only', async () => {
    const id = await storeLead(`only-admins-${randomUUID()}@mail.com`);
    const admin = await backend().clients.admin.from('leads').select('id,form,forward_status').eq('id', id);
    expect(admin.data).toEqual([{ id, form: 'newsletter', forward_status: 'pending' }]);
    expect((await backend().clients.user.from('leads').select('id').eq('id', id)).data).toEqual([]);
    expect((await backend().clients.anon.from('leads').select('id').eq('id', id)).error?.code).toBe('42501');
  });

  it('can be forwarded again by admins only, and only when failed', async () => {
    const id = await storeLead(`again-${randomUUID()}@mail.com`);
    await markFailed(id);
    const refused = await backend().clients.user.rpc('forward_leads_again', { p_ids: [id] });
    expect(refused.error?.message).toBe('Only admins and sales can forward leads again');
    expect((await backend().clients.anon.rpc('forward_leads_again', { p_ids: [id] })).error?.code).toBe('42501');

    expect((await backend().clients.admin.rpc('forward_leads_again', { p_ids: [id] })).data).toBe(1);
    const { data } = await backend().service.from('leads').select('forward_status,forward_attempts,next_attempt_at').eq('id', id).single();
    expect(data).toMatchObject({ forward_status: 'pending', forward_attempts: 0 });
    expect(new Date(data!.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Not failed any more: a second click changes nothing.
    expect((await backend().clients.admin.rpc('forward_leads_again', { p_ids: [id] })).data).toBe(0);
  });

  it('search by email through the list filter finds the lead and nothing else', async () => {
    const email = `needle-${randomUUID()}@mail.com`;
    const id = await storeLead(email);
    const { data } = await backend()
      .clients.admin.from('leads')
      .select('id')
      .or(`data->>email.ilike."*${email.slice(0, 20)}*",data->>phone_number.ilike."*${email.slice(0, 20)}*"`);
    expect(data).toEqual([{ id }]);
  });
});

describe('erasing a person', () => {
  async function storeCalling(email: string, phone: string) {
    const { error } = await backend()
      .service.rpc('store_lead', {
        p_sheet_name: 'calling_leads',
        p_data: { name: 'Priya', email, phone_number: phone },
        p_idempotency_key: randomUUID(),
        p_lease_seconds: 0,
        p_form: 'callback',
      })
      .single();
    if (error) throw new Error(error.message);
  }
  const leadsOf = async (email: string) => (await backend().service.from('leads').select('id').ilike('data->>email', email)).data ?? [];

  it('erases every lead of one email, in any case, and no one else\'s', async () => {
    const email = `priya-${randomUUID()}@example.in`;
    const other = `other-${randomUUID()}@example.in`;
    await storeLead(email);
    await storeLead(email.toUpperCase());
    await storeCalling(email, '+919812300001');
    await storeLead(other);
    expect((await backend().clients.admin.rpc('erase_person_leads', { p_contact: ` ${email} ` })).data).toBe(3);
    expect(await leadsOf(email)).toEqual([]);
    expect(await leadsOf(other)).toHaveLength(1);
  });

  it('erases every lead of one phone number, and its call limit', async () => {
    const phone = `+9198123${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
    await storeCalling(`a-${randomUUID()}@example.in`, phone);
    await storeCalling(`b-${randomUUID()}@example.in`, phone);
    await backend().service.rpc('consume_rate_limit', { p_key: `demo-call:phone:${phone}`, p_limit: 3, p_window_seconds: 600 });
    expect((await backend().clients.admin.rpc('erase_person_leads', { p_contact: phone })).data).toBe(2);
    expect((await backend().service.from('leads').select('id').eq('data->>phone_number', phone)).data).toEqual([]);
    expect((await backend().service.from('rate_limits').select('key').eq('key', `demo-call:phone:${phone}`)).data).toEqual([]);
  });

  it('is for admins only, and needs a contact', async () => {
    const email = `kept-${randomUUID()}@example.in`;
    await storeLead(email);
    expect((await backend().clients.user.rpc('erase_person_leads', { p_contact: email })).error?.message).toBe('Only admins can erase leads');
    expect((await backend().clients.anon.rpc('erase_person_leads', { p_contact: email })).error?.code).toBe('42501');
    expect((await backend().clients.admin.rpc('erase_person_leads', { p_contact: '  ' })).error?.message).toBe('Name the email address or phone number to erase');
    expect(await leadsOf(email)).toHaveLength(1);
  });
});

describe('the privacy policy as seeded', () => {
  it('tells visitors how to have their data erased', async () => {
    const { data } = await backend().clients.anon.from('site_pages').select('body').eq('slug', 'privacy-policy').single();
    expect(data?.body).toContain('To have your data erased, tell us the email address or phone number you gave us');
    expect(data?.body).toContain('which consent text you saw and when you agreed');
  });
});
