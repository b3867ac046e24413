// Bounded growth (issue 38): the team's retention settings, admins only, applied by the daily job
// (apply_retention(), run by pg_cron or the local scheduler with the service key) and written to
// the change log; nobody else ever deletes from the change log.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backendForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();
const DAY_MS = 24 * 3600_000;

async function asOwner<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: backend().server.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

async function spamLead(daysOld: number): Promise<string> {
  const { data, error } = await backend()
    .service.from('leads')
    .insert({ sheet_name: 'email_subscription', data: { email: `held-${daysOld}-${Date.now()}@example.in` }, spam_reason: 'Filled in too fast', created_at: new Date(Date.now() - daysOld * DAY_MS).toISOString() })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

describe('retention', () => {
  it('is the team’s to decide: admins read and change it, other staff neither', async () => {
    const { clients } = backend();
    expect((await clients.admin.from('retention_settings').select('leads_days, spam_leads_days, change_log_days').single()).data).toEqual({
      leads_days: null,
      spam_leads_days: 30,
      change_log_days: 730,
    });
    for (const role of ['editor', 'sales', 'user', 'anon'] as const) {
      expect((await clients[role].from('retention_settings').select('spam_leads_days')).data ?? []).toEqual([]);
      await clients[role].from('retention_settings').update({ spam_leads_days: 1 }).eq('id', true);
    }
    expect((await clients.admin.from('retention_settings').select('spam_leads_days').single()).data).toEqual({ spam_leads_days: 30 });
    expect((await clients.admin.from('retention_settings').update({ change_log_days: 10 }).eq('id', true)).error?.code).toBe('23514');
  });

  it('the daily job removes a spam-held lead past its time, keeps a fresh one, and logs its run', async () => {
    const { service, clients } = backend();
    const old = await spamLead(31);
    const fresh = await spamLead(1);
    const oldEntry = await asOwner(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.change_log (changed_at, table_name, row_id, action, after) values (now() - interval '731 days', 'case_studies', 'x', 'insert', '{}') returning id::text`,
      );
      return rows[0]!.id;
    });
    // Not a client's to run.
    expect((await clients.admin.rpc('apply_retention')).error?.code).toBe('42501');

    const run = await service.rpc('apply_retention');
    expect(run.error).toBeNull();
    expect(run.data).toMatchObject({ spam_leads: 1, change_log: 1 });
    const { data: leads } = await service.from('leads').select('id').in('id', [old, fresh]);
    expect(leads).toEqual([{ id: fresh }]);
    const { data: log } = await clients.admin.from('change_log').select('id, table_name, after').order('id', { ascending: false }).limit(1).single();
    expect(log).toMatchObject({ table_name: 'retention_settings', after: { title: 'Retention applied: 0 leads, 1 spam-held leads, 1 change-log entries removed' } });
    expect((await clients.admin.from('change_log').select('id').eq('id', oldEntry)).data).toEqual([]);
  });

  it('no client deletes change-log rows, and SQL outside the job cannot either', async () => {
    const { service, clients } = backend();
    const { data: entry } = await clients.admin.from('change_log').select('id').limit(1).single();
    const id = (entry as { id: number }).id;
    for (const caller of [clients.admin, service]) {
      await caller.from('change_log').delete().eq('id', id);
      expect((await clients.admin.from('change_log').select('id').eq('id', id)).data).toEqual([{ id }]);
    }
    await expect(asOwner((db) => db.query('delete from public.change_log where id = $1', [id]))).rejects.toThrow('The change log cannot be edited or deleted');
  });
});
