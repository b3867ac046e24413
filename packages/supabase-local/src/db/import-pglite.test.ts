// A data dir made by an earlier version (PGlite under .data/pgdata) is carried into PostgreSQL on
// the first start: content, users with their passwords, roles and leads; the old files are kept.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../paths.ts';
import { startLocalSupabase } from '../start.ts';
import { createScratchDatabase } from './pg-database.ts';

const ADMIN = { email: 'kept-admin@example.in', password: 'kept-password-1' };
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const drop of drops.splice(0)) await drop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What an earlier `npm start` left: the platform objects, every migration, the seed, then an admin's edits. */
async function earlierDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-upgrade-'));
  dirs.push(dataDir);
  const old = await PGlite.create(`file://${path.join(dataDir, 'pgdata')}`, { extensions: { pgcrypto } });
  await old.exec(readFileSync(new URL('./platform.sql', import.meta.url), 'utf8'));
  const migrations = path.join(SUPABASE_DIR, 'migrations');
  for (const file of readdirSync(migrations).sort()) await old.exec(readFileSync(path.join(migrations, file), 'utf8'));
  await old.exec(readFileSync(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8'));
  await old.query(`insert into auth.users (email, encrypted_password) values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)))`, [ADMIN.email, ADMIN.password]);
  await old.query(`insert into public.user_roles (user_id, role) select id, 'admin' from auth.users where email = $1`, [ADMIN.email]);
  await old.exec(`
    delete from public.case_studies;
    insert into public.case_studies (title, slug, summary) values ('Kept through the upgrade', 'kept-through-the-upgrade', 'Written before PostgreSQL');
    update public.site_settings set config = '{"texts": [{"id": "hero-title", "section": "hero", "field": "title", "content": "Kept hero"}]}';
    insert into public.leads (sheet_name, data) values ('calling_leads', '{"name": "Asha", "email": "asha@example.in", "phone_number": "+919876543210"}');
  `);
  await old.close();
  return dataDir;
}

async function start(dataDir: string) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
  drops.push(() => scratch.drop());
  return startLocalSupabase({ dataDir, databaseUrl: scratch.url });
}

describe('upgrading a data dir made with PGlite', () => {
  it('carries content, users, roles and leads into PostgreSQL and keeps the old files aside', async () => {
    const dataDir = await earlierDataDir();
    const server = await start(dataDir);
    try {
      const service = { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` };
      const studies = await (await fetch(`${server.url}/rest/v1/case_studies?select=title`, { headers: service })).json();
      expect(studies).toEqual([{ title: 'Kept through the upgrade' }]);
      const settings = await (await fetch(`${server.url}/rest/v1/site_settings?select=config`, { headers: service })).json();
      expect(JSON.stringify(settings)).toContain('Kept hero');
      const leads = await (await fetch(`${server.url}/rest/v1/leads?select=data,forward_status`, { headers: service })).json();
      expect(leads).toEqual([{ data: expect.objectContaining({ name: 'Asha' }), forward_status: 'pending' }]);

      const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(signIn.status).toBe(200);
      const { access_token: token, user } = (await signIn.json()) as { access_token: string; user: { id: string } };
      const isAdmin = await fetch(`${server.url}/rest/v1/rpc/has_role`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ _user_id: user.id, _role: 'admin' }),
      });
      expect(await isAdmin.json()).toBe(true);
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pgdata.imported-'))).toBe(true);
  }, 60_000);

  it('stops with one sentence that says what to run when the old files cannot be read, and tries again next time', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-broken-'));
    dirs.push(dataDir);
    mkdirSync(path.join(dataDir, 'pgdata'));
    writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
    await expect(start(dataDir)).rejects.toThrow(/^The local database of an earlier version \(.*pgdata\) could not be read \(.*\): run `node packages\/supabase-local\/bin\/supabase-local.mjs reset`/);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
