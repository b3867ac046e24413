import pg from 'pg';

/** The database roles the API switches to per request; the JWT's role claim must be one of these. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
type ApiRole = (typeof API_ROLES)[number];

export interface JwtClaims {
  role: ApiRole;
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

export type Tx = pg.PoolClient;

export interface Database {
  /** Runs `work` in one transaction as `claims.role`, with the claims visible to auth.jwt(). */
  asCaller<T>(claims: JwtClaims, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction as the owner, for the platform's own bookkeeping. */
  asOwner<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A real Postgres (DATABASE_URL): one pooled client per transaction. */
export async function openPgDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => console.error('[supabase-local] idle Postgres client failed:', error.message));
  // Fail at start, not on the first request, when the database is unreachable.
  await pool.query('select 1');

  async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
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
        if (!API_ROLES.includes(claims.role)) throw new Error(`Refusing unknown role ${String(claims.role)}`);
        await tx.query(`set local role ${claims.role}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
        return work(tx);
      }),
    asOwner: inTransaction,
    close: () => pool.end(),
  };
}

/**
 * A new, empty database in the same Postgres cluster, for a throwaway server: test files that
 * share one real Postgres then never see each other's rows. Returns its URL and how to drop it.
 */
export async function createScratchDatabase(connectionString: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scratch_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(connectionString, (client) => client.query(`create database ${name}`));
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => void (await withClient(connectionString, (client) => client.query(`drop database if exists ${name} with (force)`))),
  };
}

/** One connection for `work`, closed after it whatever happens. */
export async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
