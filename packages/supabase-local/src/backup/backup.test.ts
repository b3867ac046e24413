// `npm run backup` and `npm run restore` as an operator runs them, on a stack of the test's own:
// what the stack held before the backup (leads, a case study, a published setting, a media file
// and two staff accounts) is back after the data dir is wiped and the archive restored, rows equal,
// the object byte for byte, and both staff sign in with their roles.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { saveLeadFrom } from '../stack-process.test-support.ts';
import { startLocalSupabase, type LocalSupabase } from '../start.ts';
import type { Manifest } from './archive.ts';
import { addStaff, client, signInRole, STAFF, startStack, tableRows, tempDir } from './local-stack.test-support.ts';

const BIN = fileURLToPath(new URL('../../bin/supabase-local.mjs', import.meta.url));
/** The tables whose every row the test compares, beside the manifest's counts for all of them. */
const COMPARED = ['public.leads', 'public.case_studies', 'public.site_settings', 'public.media_files', 'public.user_roles', 'auth.users', 'storage.objects'];

function cli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, DATABASE_URL: '', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('backup and restore of the local stack', () => {
  it('brings back every row, object and sign-in after the data dir is wiped', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const archive = path.join(tempDir(), 'nightly.tar.gz');
    const dbPort = await freePort();
    const stack = await startStack(dataDir, dbPort);

    const service = client(stack, stack.serviceKey);
    await addStaff(stack);
    for (const n of [1, 2, 3]) expect(await saveLeadFrom(stack, '127.0.0.1', `buyer${n}@example.in`)).toBe(201);
    expect((await service.from('case_studies').insert({ title: 'Sunrise Realty', slug: 'sunrise-realty', industry: 'Real Estate', summary: 'Twice the site visits' })).error).toBeNull();
    expect((await service.from('site_settings').update({ config: { companyName: 'Vaani Restored' } }).eq('id', true)).error).toBeNull();
    const video = randomBytes(300_000);
    expect((await service.storage.from('videos').upload('general/tour.mp4', video, { contentType: 'video/mp4' })).error).toBeNull();
    expect((await service.from('media_files').insert({ file_name: 'tour.mp4', original_name: 'Site tour.mp4', file_type: 'video', use_case: 'general', storage_url: 'general/tour.mp4' })).error).toBeNull();
    const before = await tableRows(dataDir, dbPort, COMPARED);

    // Visitors keep coming while the backup runs (from many addresses, each allowed 60 leads in
    // 10 minutes): the stack serves them all.
    let serving = true;
    const traffic = (async () => {
      const answers: number[] = [];
      for (let n = 0; serving; n += 1) answers.push(await saveLeadFrom(stack, `127.0.5.${(n % 50) + 1}`, `during${n}@example.in`));
      return answers;
    })();
    const backedUp = await cli({ SUPABASE_LOCAL_DATA_DIR: dataDir }, 'backup', archive);
    serving = false;
    expect(backedUp.output).toContain('Backed up');
    expect(backedUp.code).toBe(0);
    const answers = await traffic;
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 201)).toBe(true);

    await stack.stop();
    // Stopped, the data dir is backed up through a PostgreSQL started for the purpose.
    const whileStopped = await cli({ SUPABASE_LOCAL_DATA_DIR: dataDir }, 'backup', path.join(tempDir(), 'stopped.tar.gz'));
    expect(whileStopped.output).toMatch(/Backed up \d+ rows .* and 1 stored objects/);
    rmSync(dataDir, { recursive: true, force: true });
    const restored = await cli({ SUPABASE_LOCAL_DATA_DIR: dataDir }, 'restore', archive);
    expect(restored.code, restored.output).toBe(0);
    const manifest = JSON.parse((await new Promise<string>((resolve) => execFile('tar', ['-xzOf', archive, 'manifest.json'], (_, out) => resolve(out))))) as Manifest;
    for (const [table, { rows: count }] of Object.entries(manifest.tables)) expect(restored.output).toMatch(new RegExp(`${table.replace('.', '\\.')}\\s+${count}\\s+${count}\\n`));
    expect(manifest.objects.count).toBe(1);

    const again = await startStack(dataDir, dbPort);
    const after = await tableRows(dataDir, dbPort, COMPARED);
    for (const table of COMPARED) expect(after[table], table).toEqual(expect.arrayContaining(before[table]!));
    expect(after['public.leads']).toHaveLength(manifest.tables['public.leads']!.rows);
    const { data: file } = await client(again, again.anonKey).storage.from('videos').download('general/tour.mp4');
    expect(Buffer.from(await file!.arrayBuffer()).equals(video)).toBe(true);
    for (const person of STAFF) expect(await signInRole(again, person.email, person.password)).toBe(person.role);
    await again.stop();

    const refused = await cli({ SUPABASE_LOCAL_DATA_DIR: dataDir }, 'restore', archive);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds a database or stored files');
  });

  it('backs up a hosted project and restores it into an empty one, through its database URL and Storage API', { timeout: 240_000 }, async () => {
    // Two projects as a hosted deployment has them: databases in the test run's PostgreSQL, Storage behind a gateway.
    const hosted = (project: LocalSupabase) => ({ SUPABASE_DB_URL: project.databaseUrl, SUPABASE_URL: project.url, SUPABASE_SERVICE_ROLE_KEY: project.serviceKey });
    const archive = path.join(tempDir(), 'hosted.tar.gz');
    const source = await startLocalSupabase();
    const target = await startLocalSupabase();
    try {
      await addStaff(source);
      expect(await saveLeadFrom(source, '127.0.0.1', 'hosted-buyer@example.in')).toBe(201);
      const image = randomBytes(50_000);
      expect((await client(source, source.serviceKey).storage.from('images').upload('agentImage/agent.png', image, { contentType: 'image/png' })).error).toBeNull();

      const backedUp = await cli(hosted(source), 'backup', archive);
      expect(backedUp.output).toMatch(/and 1 stored objects \(50000 bytes\)/);
      const restored = await cli(hosted(target), 'restore', archive);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/public\.leads\s+1\s+1\n/);

      const { data: leads } = await client(target, target.serviceKey).from('leads').select('data');
      expect(leads).toEqual([{ data: expect.objectContaining({ email: 'hosted-buyer@example.in' }) }]);
      const { data: file } = await client(target, target.anonKey).storage.from('images').download('agentImage/agent.png');
      expect(Buffer.from(await file!.arrayBuffer()).equals(image)).toBe(true);
      for (const person of STAFF) expect(await signInRole(target, person.email, person.password)).toBe(person.role);
      // The target has staff and leads now: a second restore is refused unless forced.
      expect((await cli(hosted(target), 'restore', archive)).output).toContain('already has staff accounts or leads');
      expect((await cli(hosted(target), 'restore', archive, '--force')).code).toBe(0);
    } finally {
      await source.stop();
      await target.stop();
    }
  });
});
