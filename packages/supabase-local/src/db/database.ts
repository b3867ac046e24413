/** The database roles the API switches to per request; the JWT's role claim must be one of these. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
type ApiRole = (typeof API_ROLES)[number];

export interface JwtClaims {
  role: ApiRole;
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows an insert, update or delete touched. */
  rowCount?: number | null;
}

/** One open transaction. Parameters are always strings or null so both drivers type them alike. */
export interface Tx {
  query<Row = Record<string, unknown>>(sql: string, params?: (string | null)[]): Promise<QueryResult<Row>>;
  /** Runs a multi-statement script without parameters. */
  exec(sql: string): Promise<unknown>;
}

export interface Database {
  /** Runs `work` in one transaction as `claims.role`, with the claims visible to auth.jwt(). */
  asCaller<T>(claims: JwtClaims, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction as the owner, for the platform's own bookkeeping. */
  asOwner<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function enterCaller(tx: Tx, claims: JwtClaims): Promise<void> {
  if (!API_ROLES.includes(claims.role)) throw new Error(`Refusing unknown role ${String(claims.role)}`);
  await tx.query(`set local role ${claims.role}`);
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}
