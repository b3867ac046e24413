import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

/** Where earlier versions kept their database: PGlite files in the data dir. */
export const LEGACY_PGLITE_DIR = 'pgdata';

/** What the site's people made and must not lose, parents before children. */
const CARRIED_TABLES = [
  'auth.users',
  'public.user_roles',
  'public.case_studies',
  'public.media_files',
  'storage.objects',
  'public.key_features',
  'public.key_features_section',
  'public.testimonials',
  'public.testimonials_section',
  'public.site_pages',
  'public.site_settings',
  'public.leads',
] as const;

type Rows = Map<string, Record<string, unknown>[]>;

const RESET_HINT = 'run `node packages/supabase-local/bin/supabase-local.mjs reset` to start over with the demo content, or move it aside to keep it';

async function readLegacy(dir: string): Promise<Rows> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  const old = await PGlite.create(`file://${dir}`, { extensions: { pgcrypto } });
  try {
    const rows: Rows = new Map();
    for (const table of CARRIED_TABLES) {
      const exists = await old.query<{ found: boolean }>('select to_regclass($1) is not null as found', [table]);
      if (!exists.rows[0]?.found) continue;
      const result = await old.query<{ rows: Record<string, unknown>[] }>(`select coalesce(json_agg(t), '[]'::json) as rows from ${table} t`);
      rows.set(table, result.rows[0]?.rows ?? []);
    }
    return rows;
  } finally {
    await old.close();
  }
}

async function writeRows(db: Database, rows: Rows): Promise<void> {
  await db.asOwner(async (tx) => {
    // The seed's demo content gives way to what the earlier database held.
    for (const table of [...rows.keys()].reverse()) await tx.query(`delete from ${table}`);
    for (const [table, carriedItems] of rows) {
      if (carriedItems.length === 0) continue;
      // Every case study of an earlier version was public: it stays published (new ones start as drafts).
      const items = table === 'public.case_studies' ? carriedItems.map((row) => ({ status: 'published', ...row })) : carriedItems;
      const columns = await tx.query<{ name: string }>(
        `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
        [table],
      );
      const carried = columns.rows.map(({ name }) => name).filter((name) => name in (items[0] ?? {}));
      const list = carried.map((name) => `"${name}"`).join(', ');
      await tx.query(`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [JSON.stringify(items)]);
    }
  });
}

/**
 * Earlier versions ran the local database on PGlite under `.data/pgdata`. Its content rows are
 * carried into this PostgreSQL once, in one transaction, after which the old files are renamed
 * (kept, never deleted). Anything that goes wrong stops the start with one sentence and changes
 * nothing, so the next start tries again: never a crash, never silent loss.
 */
export async function importPgliteData(dataDir: string, db: Database): Promise<void> {
  const legacy = path.join(dataDir, LEGACY_PGLITE_DIR);
  if (!existsSync(path.join(legacy, 'PG_VERSION'))) return;
  let rows: Rows;
  try {
    rows = await readLegacy(legacy);
  } catch (error) {
    throw new Error(`The local database of an earlier version (${legacy}) could not be read (${error instanceof Error ? error.message : String(error)}): ${RESET_HINT}.`);
  }
  try {
    await writeRows(db, rows);
  } catch (error) {
    throw new Error(`The content of ${legacy} could not be carried into PostgreSQL (${error instanceof Error ? error.message : String(error)}): ${RESET_HINT}.`);
  }
  const kept = `${legacy}.imported-${new Date().toISOString().slice(0, 10)}`;
  renameSync(legacy, existsSync(kept) ? `${kept}-${Date.now()}` : kept);
  const counts = [...rows].map(([table, items]) => `${items.length} ${table.replace(/^public\./, '')}`).join(', ');
  console.log(`Carried the earlier local database into PostgreSQL: ${counts}. The old files are kept in ${kept}.`);
}
