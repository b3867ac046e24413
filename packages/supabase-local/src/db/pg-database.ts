import pg from 'pg';
import { enterCaller, type Database, type QueryResult, type Tx } from './database.ts';

/** A real Postgres (DATABASE_URL): the same SQL, one pooled client per transaction. */
export async function openPgDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => console.error('[supabase-local] idle Postgres client failed:', error.message));
  // Fail at start, not on the first request, when the database is unreachable.
  await pool.query('select 1');

  async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const tx: Tx = {
        query: <Row,>(sql: string, params?: (string | null)[]) => client.query(sql, params) as unknown as Promise<QueryResult<Row>>,
        exec: (sql) => client.query(sql),
      };
      const result = await work(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    asCaller: (claims, work) =>
      inTransaction(async (tx) => {
        await enterCaller(tx, claims);
        return work(tx);
      }),
    asOwner: inTransaction,
    close: () => pool.end(),
  };
}
