import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, JwtClaims } from '../db/database.ts';
import { readJson } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { checkUrlText } from '../http/text-check.ts';
import { cappedLimit, checkJsonBody } from './request-rules.ts';
import { sendEmpty, sendJson, sendText } from '../http/respond.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { readPreferences, wantsSingleObject, type Preferences } from './prefer.ts';
import { parseReadQuery, type ReadQuery } from './query-params.ts';
import { contentRange, queryRows, rangeStatus, singleBody } from './rows.ts';
import { Params, asJsonRows, checkColumn, ident, orderClause, pageClause, selectList, toParam, whereClause } from './sql.ts';
import { handleRpc } from './handle-rpc.ts';

export interface RestContext {
  db: Database;
  catalog: Catalog;
  claims: JwtClaims;
  /** No read answers more rows than this (PostgREST's db-max-rows). */
  maxRows: number;
}

function checkProfile(req: IncomingMessage): void {
  const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw new HttpError(406, {
      code: 'PGRST106',
      details: null,
      hint: null,
      message: 'The schema must be one of the following: public',
    });
  }
}

function findTable(catalog: Catalog, name: string): TableInfo {
  const table = catalog.tables.get(name);
  if (!table) {
    throw new HttpError(404, {
      code: 'PGRST205',
      details: null,
      hint: null,
      message: `Could not find the table 'public.${name}' in the schema cache`,
    });
  }
  return table;
}

async function read(req: IncomingMessage, res: ServerResponse, ctx: RestContext, name: string, query: ReadQuery): Promise<void> {
  const table = findTable(ctx.catalog, name);
  const prefs = readPreferences(req);
  const single = wantsSingleObject(req);
  const params = new Params();
  const where = whereClause(query.filters, params, table.columns, name);
  const sql = asJsonRows(
    `select ${selectList(query.select, table.columns, name)} from public.${ident(name)}${where}${orderClause(query.order, table.columns, name)}${pageClause(cappedLimit(query, ctx.maxRows))}`,
  );
  const { body, n, total } = await ctx.db.asCaller(ctx.claims, async (tx) => {
    const rows = await queryRows(tx, sql, params);
    const total = prefs.count
      ? ((await tx.query<{ n: number }>(`select count(*)::int as n from public.${ident(name)}${where}`, params.values)).rows[0]?.n ?? 0)
      : null;
    return { body: single ? singleBody(rows) : rows.body, n: rows.n, total };
  });
  sendText(res, rangeStatus(query.offset ?? 0, n, total), body, { 'Content-Range': contentRange(query.offset ?? 0, n, total) });
}

function bodyRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (body === undefined || !rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw new HttpError(400, { code: 'PGRST102', details: null, hint: null, message: 'Expected a JSON object or an array of objects' });
  }
  return rows as Record<string, unknown>[];
}

/** Without ?columns=, PostgREST needs every row of a bulk insert to name the same keys. */
function checkSameKeys(rows: Record<string, unknown>[]): void {
  const keys = (row: Record<string, unknown>) => Object.keys(row).sort().join(',');
  const first = keys(rows[0] ?? {});
  if (rows.some((row) => keys(row) !== first)) {
    throw new HttpError(400, { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' });
  }
}

function conflictClause(prefs: Preferences, url: URL, table: TableInfo, name: string, columns: string[]): string {
  if (!prefs.resolution) return '';
  const target = url.searchParams.get('on_conflict')?.split(',').map((c) => c.trim()) ?? table.primaryKey;
  for (const column of target) checkColumn(table.columns, name, column);
  if (target.length === 0) throw new HttpError(400, { code: 'PGRST204', details: null, hint: null, message: 'on_conflict needs a unique column' });
  const conflict = ` on conflict (${target.map(ident).join(', ')})`;
  const updates = columns.filter((c) => !target.includes(c));
  if (prefs.resolution === 'ignore-duplicates' || updates.length === 0) return `${conflict} do nothing`;
  return `${conflict} do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
}

async function write(req: IncomingMessage, res: ServerResponse, ctx: RestContext, name: string, url: URL, query: ReadQuery): Promise<void> {
  const table = findTable(ctx.catalog, name);
  const prefs = readPreferences(req);
  const single = wantsSingleObject(req);
  const params = new Params();
  let statement: string;
  let created = false;

  if (req.method === 'POST') {
    checkJsonBody(req);
    const rows = bodyRows(await readJson(req));
    if (rows.length === 0) {
      sendText(res, 201, '[]', { 'Content-Range': '*/*' });
      return;
    }
    const listed = url.searchParams.get('columns');
    if (!listed) checkSameKeys(rows);
    const columns = listed ? listed.split(',').map((c) => c.replace(/"/g, '').trim()) : [...new Set(rows.flatMap((row) => Object.keys(row)))];
    for (const column of columns) checkColumn(table.columns, name, column);
    if (columns.length === 0) {
      statement = `insert into public.${ident(name)} default values`;
    } else {
      // A key one row lacks is null, as in PostgREST, unless the caller asked for defaults.
      const missing = prefs.missingDefault ? 'default' : 'null';
      const values = rows.map((row) => `(${columns.map((c) => (c in row ? params.add(toParam(row[c])) : missing)).join(', ')})`);
      statement = `insert into public.${ident(name)} (${columns.map(ident).join(', ')}) values ${values.join(', ')}${conflictClause(prefs, url, table, name, columns)}`;
    }
    created = true;
  } else if (req.method === 'PATCH') {
    checkJsonBody(req);
    const [row, ...extra] = bodyRows(await readJson(req));
    if (!row || extra.length > 0 || Array.isArray(row)) throw new HttpError(400, { code: 'PGRST102', details: null, hint: null, message: 'PATCH expects one JSON object' });
    const columns = Object.keys(row);
    if (columns.length === 0) {
      sendText(res, 200, '[]');
      return;
    }
    for (const column of columns) checkColumn(table.columns, name, column);
    const sets = columns.map((c) => `${ident(c)} = ${params.add(toParam(row[c]))}`).join(', ');
    statement = `update public.${ident(name)} set ${sets}${whereClause(query.filters, params, table.columns, name)}`;
  } else {
    statement = `delete from public.${ident(name)}${whereClause(query.filters, params, table.columns, name)}`;
  }

  const status = created ? 201 : prefs.representation ? 200 : 204;
  // PostgREST reports how many rows an update touched; inserts and deletes leave the range open.
  const range = (n: number) => (req.method === 'PATCH' ? contentRange(0, n, null) : '*/*');
  if (!prefs.representation) {
    // No RETURNING here: it would make the write also need read access, which return=minimal must not.
    const result = await ctx.db.asCaller(ctx.claims, (tx) => tx.query(statement, params.values));
    sendEmpty(res, status, { 'Content-Range': range(result.rowCount ?? 0) });
    return;
  }
  const sql = `with t as (${statement} returning ${selectList(query.select, table.columns, name)}) select coalesce(json_agg(t), '[]')::text as body, count(*)::int as n from t`;
  const { body, n } = await ctx.db.asCaller(ctx.claims, async (tx) => {
    const rows = await queryRows(tx, sql, params);
    return { body: single ? singleBody(rows) : rows.body, n: rows.n };
  });
  sendText(res, status, body, { 'Content-Range': range(n) });
}

/** The PostgREST subset the app uses, under /rest/v1. */
export async function handleRest(req: IncomingMessage, res: ServerResponse, path: string, url: URL, ctx: RestContext): Promise<void> {
  checkProfile(req);
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  checkUrlText(url, segments);
  if (segments.length === 0) {
    // Only what this caller can read: the names alone would tell a visitor what else is stored.
    const readable = ctx.catalog.readable.get(ctx.claims.role) ?? new Set();
    sendJson(res, 200, { info: 'supabase-local: PostgREST subset', tables: [...readable].sort() });
    return;
  }
  if (segments[0] === 'rpc' && segments.length === 2) {
    await handleRpc(req, res, segments[1] ?? '', url, ctx);
    return;
  }
  if (segments.length !== 1) throw new HttpError(404, { code: 'PGRST125', details: null, hint: null, message: `Invalid path specified in request URL` });
  const name = segments[0] ?? '';
  const query = parseReadQuery(url.searchParams, name);
  if (req.method === 'GET' || req.method === 'HEAD') await read(req, res, ctx, name, query);
  else if (req.method === 'POST' || req.method === 'PATCH' || req.method === 'DELETE') await write(req, res, ctx, name, url, query);
  else throw new HttpError(405, { code: 'PGRST117', details: null, hint: null, message: `Unsupported HTTP method: ${req.method}` });
}
