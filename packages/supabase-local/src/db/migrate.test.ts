// A data dir made before a migration that adds a value to an enum and one that uses it (the staff
// roles, then the team): `npm start` applies both to it in one run, as `supabase db push` would.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { createScratchDatabase, openPgDatabase } from './database.ts';

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function supabaseDir(migrations: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'migrations'));
  writeFileSync(path.join(dir, 'seed.sql'), "insert into public.staff (role) values ('admin');");
  for (const [file, sql] of Object.entries(migrations)) writeFileSync(path.join(dir, 'migrations', file), sql);
  return dir;
}

describe('migrate', () => {
  it('applies a migration that uses an enum value added by an earlier pending one, and seeds only an empty database', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    const db = await openPgDatabase(scratch.url);
    cleanups.push(() => scratch.drop(), () => db.close());
    const first = { '1_staff.sql': "create type public.staff_role as enum ('admin'); create table public.staff (role public.staff_role);" };

    expect(await migrate(db, supabaseDir(first))).toEqual({ applied: ['1_staff.sql'], seeded: true });
    const later = supabaseDir({
      ...first,
      '2_editor.sql': "alter type public.staff_role add value 'editor';",
      '3_editors.sql': "create function public.editors() returns bigint language sql as $$ select count(*) from public.staff where role = 'editor'::public.staff_role $$;",
    });
    expect(await migrate(db, later)).toEqual({ applied: ['2_editor.sql', '3_editors.sql'], seeded: false });
    expect(await db.asOwner((tx) => tx.query('select public.editors() as editors'))).toMatchObject({ rows: [{ editors: '0' }] });
  }, 60_000);
});
