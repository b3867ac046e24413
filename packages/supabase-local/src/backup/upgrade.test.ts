// An upgrade as an operator meets it: a data dir made by an earlier release (its migrations, up to
// EARLIER_RELEASE) holds rows stored through the API; today's stack starts on it, backs it up
// first, applies the newer migrations, and every row is still there and every person signs in.
import { cp, mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrationFiles, migrationVersion } from '../db/migrate.ts';
import { freePort } from '../free-port.ts';
import { SUPABASE_DIR } from '../paths.ts';
import { restoreLocal } from './targets.ts';
import { addStaff, client, signInRole, STAFF, startStack, tableRows, tempDir } from './local-stack.test-support.ts';

/** The newest migration of the release the data dir comes from (turn 4's team screen). */
const EARLIER_RELEASE = '20261126000400';
const KEPT = ['public.leads', 'public.case_studies', 'public.site_settings', 'public.media_files', 'public.user_roles', 'auth.users', 'storage.objects'];

/**
 * The earlier release's supabase folder: its migrations, today's config, mail templates and functions, and no seed
 * (today's seed is written for today's schema; the rows that matter are the ones the test stores).
 */
async function earlierRelease(): Promise<string> {
  const dir = path.join(tempDir(), 'supabase');
  await mkdir(path.join(dir, 'migrations'), { recursive: true });
  await cp(path.join(SUPABASE_DIR, 'config.toml'), path.join(dir, 'config.toml'));
  await writeFile(path.join(dir, 'seed.sql'), '');
  await symlink(path.join(SUPABASE_DIR, 'functions'), path.join(dir, 'functions'));
  await symlink(path.join(SUPABASE_DIR, 'templates'), path.join(dir, 'templates'));
  for (const file of (await migrationFiles(SUPABASE_DIR)).filter((name) => migrationVersion(name) <= EARLIER_RELEASE)) {
    await cp(path.join(SUPABASE_DIR, 'migrations', file), path.join(dir, 'migrations', file));
  }
  return dir;
}

describe('upgrading a data dir from an earlier release', () => {
  it('backs it up, applies the newer migrations and keeps every row and sign-in', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const backupsDir = tempDir();
    const dbPort = await freePort();
    const earlier = await startStack(dataDir, dbPort, { supabaseDir: await earlierRelease(), backupsDir });
    expect(earlier.backup).toBeUndefined();
    await addStaff(earlier);
    const service = client(earlier, earlier.serviceKey);
    const stored = await Promise.all([
      service.from('leads').insert([1, 2, 3].map((n) => ({ sheet_name: 'calling_leads', data: { name: `Buyer ${n}`, phone: `+9198765432${n}0` } }))),
      service.from('case_studies').insert({ title: 'Sunrise Realty', slug: 'sunrise-realty', industry: 'Real Estate', summary: 'Twice the site visits' }),
      service.from('site_settings').update({ config: { companyName: 'Vaani Upgraded' } }).eq('id', true),
      service.storage.from('images').upload('agentImage/agent.png', randomBytes(2048), { contentType: 'image/png' }),
      service.from('media_files').insert({ file_name: 'agent.png', original_name: 'Agent.png', file_type: 'image', use_case: 'agentImage', storage_url: 'agentImage/agent.png' }),
    ]);
    expect(stored.map((result) => result.error)).toEqual(stored.map(() => null));
    const before = await tableRows(dataDir, dbPort, KEPT);
    await earlier.stop();

    const today = await startStack(dataDir, dbPort, { backupsDir });
    expect(today.migrations.applied.length).toBeGreaterThan(0);
    expect(today.migrations.applied.every((file) => migrationVersion(file) > EARLIER_RELEASE)).toBe(true);
    expect(await readdir(backupsDir)).toEqual([path.basename(today.backup!)]);
    const after = await tableRows(dataDir, dbPort, KEPT);
    for (const table of KEPT) {
      expect(after[table], table).toHaveLength(before[table]!.length);
      // Newer migrations add columns; what each row held is still there.
      for (const row of before[table]!) expect(after[table], table).toContainEqual(expect.objectContaining(row));
    }
    for (const person of STAFF) expect(await signInRole(today, person.email, person.password)).toBe(person.role);

    // The backup taken before the upgrade restores into an empty data dir, migrated on to today's schema.
    const report = await restoreLocal(today.backup!, tempDir());
    expect(report.manifest.migrationVersion).toBe(EARLIER_RELEASE);
    expect(report.applied).toEqual(today.migrations.applied);
    expect(report.counts.filter((count) => count.restored !== count.archived)).toEqual([]);
  });
});
