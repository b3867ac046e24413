import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { enterCaller, type Database, type Tx } from './database.ts';

/**
 * Parameters arrive as text already; PGlite's own serializers would reject or reformat some of
 * them in JavaScript (a bad boolean becomes a plain Error instead of Postgres's 22P02), so text
 * passes through untouched and Postgres parses it, exactly as with node-postgres.
 */
const TEXT_AS_IS = Object.fromEntries(
  Object.keys(types.serializers)
    .filter((key) => /^\d+$/.test(key))
    .map((oid) => [Number(oid), (value: unknown) => String(value)]),
);

/**
 * PGlite has a single connection, so every piece of work goes through its transaction() queue:
 * a raw BEGIN would let a concurrent request run under another caller's role.
 */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  const db = await PGlite.create(dataDir ? `file://${dataDir}` : undefined, {
    extensions: { pgcrypto },
    serializers: TEXT_AS_IS,
    // Flushing the files after every request made reads cost a disk sync; a local dev database
    // may lose its last write on a crash instead.
    relaxedDurability: true,
  });
  // PGlite calls the touched-row count affectedRows; node-postgres, like the Tx interface, rowCount.
  const wrap = (tx: Transaction): Tx => ({
    query: async <Row,>(sql: string, params?: (string | null)[]) => {
      const result = await tx.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? null };
    },
    exec: (sql) => tx.exec(sql),
  });
  return {
    asCaller: (claims, work) =>
      db.transaction(async (tx) => {
        await enterCaller(wrap(tx), claims);
        return work(wrap(tx));
      }),
    asOwner: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}
