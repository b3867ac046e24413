import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { tableFile, type Manifest } from './archive.ts';

/** What a backup holds of the database: the data of these schemas (their shape is the migrations). */
const SCHEMAS = ['public', 'auth', 'storage'];
const BATCH_ROWS = 500;

const quoteName = (qualified: string) =>
  qualified
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

/** Tables and the columns a row can be written to (generated ones are computed again). */
async function tableColumns(client: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select n.nspname || '.' || c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind = 'r' and n.nspname = any($1)
      group by 1 order by 1`,
    [SCHEMAS],
  );
  return new Map(rows.map((row) => [row.name, row.columns]));
}

export type DatabaseDump = Pick<Manifest, 'snapshotAt' | 'migrationVersion' | 'tables' | 'sequences'> & {
  objects: { bucket: string; name: string; contentType: string | null }[];
};

/**
 * Writes every row of the backed-up schemas under `staging`, all read in one REPEATABLE READ
 * transaction: one snapshot of the database while it goes on serving, as pg_dump takes it.
 */
export async function dumpDatabase(client: pg.Client, staging: string): Promise<DatabaseDump> {
  await mkdir(path.join(staging, 'db'), { recursive: true });
  await client.query('begin isolation level repeatable read read only');
  try {
    const { rows: clock } = await client.query<{ now: Date }>('select now()');
    const { rows: versions } = await client.query<{ version: string | null }>('select max(version) as version from supabase_migrations.schema_migrations');
    const tables: DatabaseDump['tables'] = {};
    for (const [table, columns] of await tableColumns(client)) {
      const { rows } = await client.query<{ row: string }>(`select row_to_json(t)::text as row from only ${quoteName(table)} t`);
      await writeFile(path.join(staging, tableFile(table)), rows.map((row) => `${row.row}\n`).join(''));
      tables[table] = { rows: rows.length, columns };
    }
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences where schemaname = any($1)`,
      [SCHEMAS],
    );
    const { rows: objects } = await client.query<DatabaseDump['objects'][number]>(
      `select bucket_id as bucket, name, metadata ->> 'mimetype' as "contentType" from storage.objects order by bucket_id, name`,
    );
    return {
      snapshotAt: clock[0]!.now.toISOString(),
      migrationVersion: versions[0]?.version ?? '',
      tables,
      sequences: Object.fromEntries(sequences.map((sequence) => [sequence.name, sequence.value])),
      objects,
    };
  } finally {
    await client.query('rollback');
  }
}

async function* batches(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Replaces the rows of each table the archive holds, in one transaction, as a replica would: no
 * trigger fires (no change-log entries) and foreign keys are not checked row by row. Columns the
 * archive lacks keep their defaults; tables it lacks are left alone.
 */
export async function loadRows(client: pg.Client, staging: string, manifest: Manifest): Promise<void> {
  const here = await tableColumns(client);
  const tables = Object.keys(manifest.tables).filter((table) => here.has(table));
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query(`truncate ${tables.map(quoteName).join(', ')}`);
    for (const table of tables) {
      const columns = manifest.tables[table]!.columns.filter((column) => here.get(table)!.includes(column)).map((column) => quoteName(column));
      const list = columns.join(', ');
      for await (const batch of batches(path.join(staging, tableFile(table)))) {
        await client.query(
          `insert into ${quoteName(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quoteName(table)}, $1::json)`,
          [`[${batch.join(',')}]`],
        );
      }
    }
    for (const [sequence, value] of Object.entries(manifest.sequences)) {
      if (value !== null) await client.query(`select setval($1::regclass, $2::bigint)`, [quoteName(sequence), value]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Rows per table now, for the restore's report against the manifest. */
export async function countRows(client: pg.Client, tables: string[]): Promise<Record<string, number>> {
  const here = await tableColumns(client);
  const counts: Record<string, number> = {};
  for (const table of tables.filter((name) => here.has(name))) {
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from only ${quoteName(table)}`);
    counts[table] = Number(rows[0]!.count);
  }
  return counts;
}
