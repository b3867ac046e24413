import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { sendText } from '../http/respond.ts';
import type { FunctionInfo } from './catalog.ts';
import type { RestContext } from './handle-rest.ts';
import { cappedLimit, checkJsonBody } from './request-rules.ts';
import { contentRange, queryRows, singleBody } from './rows.ts';
import { readPreferences, wantsSingleObject } from './prefer.ts';
import { parseReadQuery } from './query-params.ts';
import { Params, asJsonRows, ident, orderClause, pageClause, selectList, toParam, whereClause } from './sql.ts';

/** PostgREST's own wording, so clients matching on it behave alike. */
function notFound(name: string, args: string[]): HttpError {
  const sorted = [...args].sort();
  const searched = sorted.length > 0 ? `with parameters ${sorted.join(', ')}` : 'without parameters';
  return new HttpError(404, {
    code: 'PGRST202',
    details: `Searched for the function public.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: null,
    message: `Could not find the function public.${name}${sorted.length > 0 ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
  });
}

async function readArgs(req: IncomingMessage, url: URL, fn: FunctionInfo | undefined): Promise<Record<string, unknown>> {
  if (req.method === 'POST') {
    checkJsonBody(req);
    const body = await readJson(req);
    if (body === undefined) return {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, { code: 'PGRST102', details: null, hint: null, message: 'Expected a JSON object of named arguments' });
    }
    return body as Record<string, unknown>;
  }
  const args: Record<string, unknown> = {};
  for (const arg of fn?.args ?? []) {
    const value = url.searchParams.get(arg);
    if (value !== null) args[arg] = value;
  }
  return args;
}

/** POST (or GET) /rest/v1/rpc/<fn> with named arguments. */
export async function handleRpc(req: IncomingMessage, res: ServerResponse, name: string, url: URL, ctx: RestContext): Promise<void> {
  if (!['GET', 'HEAD', 'POST'].includes(req.method ?? '')) {
    throw new HttpError(405, { code: 'PGRST117', details: null, hint: null, message: `Unsupported HTTP method: ${req.method}` });
  }
  const fn = ctx.catalog.functions.get(name);
  const args = await readArgs(req, url, fn);
  const given = Object.keys(args);
  if (!fn || given.some((arg) => !fn.args.includes(arg)) || [...fn.required].some((arg) => !(arg in args))) {
    throw notFound(name, given);
  }
  const params = new Params();
  const call = `public.${ident(name)}(${given.map((arg) => `${ident(arg)} => ${params.add(toParam(args[arg]))}`).join(', ')})`;

  if (!fn.returnsSet) {
    const body = await ctx.db.asCaller(ctx.claims, async (tx) => {
      const row = (await tx.query<{ body: string | null }>(`select to_json(${call})::text as body`, params.values)).rows[0];
      return row?.body ?? 'null';
    });
    // PostgREST counts a scalar result as one row.
    sendText(res, 200, body, { 'Content-Range': '0-0/*' });
    return;
  }

  const query = parseReadQuery(url.searchParams, name, new Set(req.method === 'POST' ? [] : fn.args));
  const relation = `${name}()`;
  const inner = `select ${selectList(query.select, fn.columns, relation)} from ${call} as r${whereClause(query.filters, params, fn.columns, relation)}${orderClause(query.order, fn.columns, relation)}${pageClause(cappedLimit(query, ctx.maxRows))}`;
  const single = wantsSingleObject(req);
  const prefs = readPreferences(req);
  const { body, n } = await ctx.db.asCaller(ctx.claims, async (tx) => {
    const rows = await queryRows(tx, asJsonRows(inner), params);
    return { body: single ? singleBody(rows) : rows.body, n: rows.n };
  });
  sendText(res, 200, body, { 'Content-Range': contentRange(query.offset ?? 0, n, prefs.count && !query.limit ? n : null) });
}
