import type { Database } from '../db/database.ts';

export interface TableInfo {
  columns: Set<string>;
  primaryKey: string[];
}

export interface FunctionInfo {
  args: string[];
  required: Set<string>;
  returnsSet: boolean;
  /** Output column names when the function returns rows, for select/filter/order validation. */
  columns: Set<string> | null;
}

/** What the API exposes: the public schema's tables, views and functions, as PostgREST's schema cache. */
export interface Catalog {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo>;
  /** Per API role, the relations it may read at least some rows of (privilege, and a policy unless RLS is off). */
  readable: Map<string, Set<string>>;
}

interface TableRow {
  name: string;
  columns: string[];
  pk: string[] | null;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  nargs: number;
  ndefaults: number;
  returns_set: boolean;
  row_columns: string[] | null;
}

const TABLES_SQL = `
  select coalesce(json_agg(t), '[]')::text as body from (
    select c.relname as name,
      (select json_agg(a.attname order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
      (select json_agg(a.attname order by a.attnum) from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as pk
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
  ) t`;

const FUNCTIONS_SQL = `
  select coalesce(json_agg(f), '[]')::text as body from (
    select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
      p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proretset as returns_set,
      (select json_agg(a.attname order by a.attnum) from pg_type t
        join pg_attribute a on a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
        where t.oid = p.prorettype and t.typrelid <> 0) as row_columns
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
  ) f`;

const READABLE_SQL = `
  select coalesce(json_agg(json_build_object('role', r.rolname, 'name', c.relname)), '[]')::text as body
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  cross join pg_roles r
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
    and r.rolname in ('anon', 'authenticated', 'service_role')
    and has_table_privilege(r.oid, c.oid, 'SELECT')
    and (not c.relrowsecurity or r.rolbypassrls or exists (
      select 1 from pg_policy p where p.polrelid = c.oid and p.polcmd in ('r', '*') and (p.polroles = '{0}' or r.oid = any(p.polroles))
    ))`;

function toFunctionInfo(row: FunctionRow): FunctionInfo {
  const names = row.arg_names ?? [];
  const modes = row.arg_modes ?? names.map(() => 'i');
  const inputs = names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  const outputs = names.filter((_, i) => ['o', 't', 'b'].includes(modes[i] ?? 'i'));
  const required = new Set(inputs.slice(0, row.nargs - row.ndefaults));
  const columns = row.row_columns ? new Set(row.row_columns) : outputs.length > 0 ? new Set(outputs) : null;
  return { args: inputs, required, returnsSet: row.returns_set, columns };
}

export async function loadCatalog(db: Database): Promise<Catalog> {
  return db.asOwner(async (tx) => {
    const tables = JSON.parse((await tx.query<{ body: string }>(TABLES_SQL)).rows[0]?.body ?? '[]') as TableRow[];
    const functions = JSON.parse((await tx.query<{ body: string }>(FUNCTIONS_SQL)).rows[0]?.body ?? '[]') as FunctionRow[];
    const readable = new Map<string, Set<string>>();
    for (const { role, name } of JSON.parse((await tx.query<{ body: string }>(READABLE_SQL)).rows[0]?.body ?? '[]') as { role: string; name: string }[]) {
      readable.set(role, (readable.get(role) ?? new Set()).add(name));
    }
    return {
      readable,
      tables: new Map(tables.map((t) => [t.name, { columns: new Set(t.columns), primaryKey: t.pk ?? [] }])),
      functions: new Map(functions.map((f) => [f.name, toFunctionInfo(f)])),
    };
  });
}
