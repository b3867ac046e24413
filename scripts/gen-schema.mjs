// Generates, from supabase/migrations applied to a throwaway local database, the two files that
// read them: packages/data/src/database.types.ts (as `supabase gen types typescript` shapes it) and
// supabase/schema.sql, read back from PostgreSQL's catalogs (the npm PostgreSQL has no pg_dump): each
// table's columns, row-level security, policies, triggers and grants in one place.
// `--check`: see generated.mjs.
//
//   node scripts/gen-schema.mjs [--check]
import { writeGenerated } from './generated.mjs';

const SCALARS = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
};

async function loadSchema() {
  // The local server is TypeScript; tsx lets this script start a throwaway one.
  (await import('tsx/esm/api')).register();
  const { startLocalSupabase } = await import('@vaani/supabase-local');
  const pg = (await import('pg')).default;
  const server = await startLocalSupabase();
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const enums = await enumTypes(db);
  const columns = (
    await db.query(`
      select c.relname as relation, c.relkind as kind, a.attname as name, t.typname as type,
             t.typtype as type_kind, et.typname as element_type, not a.attnotnull as nullable,
             (a.atthasdef or a.attidentity <> '') as has_default
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type t on t.oid = a.atttypid
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm')
      order by c.relname, a.attnum`)
  ).rows;
  const functions = (
    await db.query(`
      select p.proname as name, p.proretset as returns_set, rt.typname as return_type, rt.typtype as return_kind,
             coalesce(p.proargnames, '{}') as arg_names, coalesce(p.proallargtypes::oid[], p.proargtypes::oid[])::int8[] as arg_types,
             coalesce(p.proargmodes::text[], '{}') as arg_modes, p.pronargdefaults as defaults
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and rt.typname <> 'trigger'
      order by p.proname`)
  ).rows;
  const typeNames = new Map(
    (await db.query(`select oid, typname, typtype from pg_type`)).rows.map((row) => [Number(row.oid), row]),
  );
  const sql = await schemaSql(db);
  await db.end();
  await server.stop();
  return { catalog: { enums, columns, functions, typeNames }, sql };
}

function tsType({ type, type_kind: kind, element_type: element }, enumNames) {
  if (element) return `${tsType({ type: element, type_kind: 'b' }, enumNames)}[]`;
  const name = type.replace(/^_/, '');
  if (kind === 'e' && enumNames.has(name)) return `Database['public']['Enums']['${name}']`;
  return SCALARS[name] ?? 'string';
}

const prop = (name, type, { optional = false, nullable = false } = {}) =>
  `${JSON.stringify(name).replace(/^"([a-z_][a-z0-9_]*)"$/i, '$1')}${optional ? '?' : ''}: ${type}${nullable ? ' | null' : ''}`;

const block = (entries, indent) =>
  entries.length ? `{\n${entries.map((entry) => `${' '.repeat(indent + 2)}${entry}`).join('\n')}\n${' '.repeat(indent)}}` : '{\n' + ' '.repeat(indent + 2) + '[_ in never]: never\n' + ' '.repeat(indent) + '}';

function render({ enums, columns, functions, typeNames }) {
  const enumNames = new Set(enums.map((e) => e.name));
  const relations = Map.groupBy(columns, (column) => column.relation);
  const tables = [];
  const views = [];
  for (const [name, cols] of relations) {
    const row = cols.map((c) => prop(c.name, tsType(c, enumNames), { nullable: c.nullable }));
    if (cols[0].kind === 'r') {
      const insert = cols.map((c) => prop(c.name, tsType(c, enumNames), { optional: c.nullable || c.has_default, nullable: c.nullable }));
      const update = cols.map((c) => prop(c.name, tsType(c, enumNames), { optional: true, nullable: c.nullable }));
      tables.push(`${name}: ${block([`Row: ${block(row, 8)}`, `Insert: ${block(insert, 8)}`, `Update: ${block(update, 8)}`, 'Relationships: []'], 6)}`);
    } else {
      views.push(`${name}: ${block([`Row: ${block(row, 8)}`, 'Relationships: []'], 6)}`);
    }
  }
  const typeOf = (oid) => {
    const t = typeNames.get(Number(oid));
    return t ? tsType({ type: t.typname, type_kind: t.typtype, element_type: t.typname.startsWith('_') ? t.typname.slice(1) : null }, enumNames) : 'unknown';
  };
  const fns = functions.map((fn) => {
    const modes = fn.arg_modes.length ? fn.arg_modes : fn.arg_types.map(() => 'i');
    const inputs = [];
    const outputs = [];
    fn.arg_types.forEach((oid, i) => {
      const entry = { name: fn.arg_names[i] ?? `arg${i}`, type: typeOf(oid) };
      if (modes[i] === 'i' || modes[i] === 'b') inputs.push(entry);
      if (modes[i] === 'o' || modes[i] === 't' || modes[i] === 'b') outputs.push(entry);
    });
    const firstDefault = inputs.length - fn.defaults;
    const args = inputs.map((arg, i) => prop(arg.name, arg.type, { optional: i >= firstDefault }));
    let returns;
    if (outputs.length) returns = `${block(outputs.map((o) => prop(o.name, o.type)), 8)}${fn.returns_set ? '[]' : ''}`;
    else if (fn.return_kind === 'c' && relations.has(fn.return_type)) {
      returns = `Database['public']['Tables']['${fn.return_type}']['Row']${fn.returns_set ? '[]' : ''}`;
    } else returns = `${tsType({ type: fn.return_type, type_kind: fn.return_kind }, enumNames)}${fn.returns_set ? '[]' : ''}`;
    return `${fn.name}: ${block([`Args: ${args.length ? block(args, 8) : 'never'}`, `Returns: ${returns}`], 6)}`;
  });
  const enumEntries = enums.map((e) => `${e.name}: ${e.labels.map((label) => JSON.stringify(label)).join(' | ')}`);

  return `// Generated by scripts/gen-schema.mjs from supabase/migrations. Do not edit by hand:
// change a migration, then run \`node scripts/gen-schema.mjs\`.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: ${block(tables, 4)}
    Views: ${block(views, 4)}
    Functions: ${block(fns, 4)}
    Enums: ${block(enumEntries, 4)}
    CompositeTypes: {
      [_ in never]: never
    }
  }
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];
`;
}

/** The roles whose grants matter: the API's (what hosted Supabase grants nothing by default). */
const API_ROLES = ['anon', 'authenticated', 'service_role', 'PUBLIC'];

/** `grant …` lines for an object's ACL, API roles only, one line per role. */
async function grants(db, kind, aclSql, object) {
  const { rows } = await db.query(
    `select case when a.grantee = 0 then 'PUBLIC' else r.rolname end as grantee,
            string_agg(a.privilege_type, ', ' order by a.privilege_type) as privileges
       from aclexplode(${aclSql}) a left join pg_roles r on r.oid = a.grantee
      group by 1 order by 1`,
  );
  return rows
    .filter((row) => API_ROLES.includes(row.grantee))
    .map((row) => `grant ${row.privileges.toLowerCase()} on ${kind} ${object} to ${row.grantee.replace('PUBLIC', 'public')};`);
}

async function policies(db, schema, table) {
  const { rows } = await db.query(
    `select policyname, permissive, cmd, roles::text[] as roles, qual, with_check
       from pg_policies where schemaname = $1 and tablename = $2 order by policyname`,
    [schema, table],
  );
  return rows.map(
    (p) =>
      `create policy "${p.policyname}" on ${schema}.${table}${p.permissive === 'PERMISSIVE' ? '' : ' as restrictive'} for ${p.cmd.toLowerCase()} to ${p.roles.join(', ')}` +
      `${p.qual ? ` using (${p.qual})` : ''}${p.with_check ? ` with check (${p.with_check})` : ''};`,
  );
}

async function tables(db) {
  const { rows } = await db.query(
    `select c.oid, c.relname as name, c.relkind as kind, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
            obj_description(c.oid, 'pg_class') as comment
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm') order by c.relname`,
  );
  const out = [];
  for (const table of rows) {
    const name = `public.${table.name}`;
    out.push(`-- ${name}${table.comment ? `: ${table.comment.replace(/\s+/g, ' ')}` : ''}`);
    if (table.kind === 'r') {
      const columns = (
        await db.query(
          `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
                  pg_get_expr(d.adbin, d.adrelid) as default, a.attidentity as identity, a.attgenerated as generated
             from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
            where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
          [table.oid],
        )
      ).rows.map((c) => {
        const value = c.generated === 's' ? ` generated always as (${c.default}) stored` : c.default ? ` default ${c.default}` : '';
        const identity = c.identity ? ` generated ${c.identity === 'a' ? 'always' : 'by default'} as identity` : '';
        return `  ${c.name} ${c.type}${identity}${value}${c.not_null ? ' not null' : ''}`;
      });
      const constraints = (
        await db.query(`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1 order by contype, conname`, [table.oid])
      ).rows.map((c) => `  constraint ${c.conname} ${c.def}`);
      out.push(`create table ${name} (\n${[...columns, ...constraints].join(',\n')}\n);`);
      if (table.rls) out.push(`alter table ${name} enable row level security;`);
      if (table.forced) out.push(`alter table ${name} force row level security;`);
      const indexes = await db.query(
        `select pg_get_indexdef(i.indexrelid) as def from pg_index i
          where i.indrelid = $1 and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid) order by 1`,
        [table.oid],
      );
      out.push(...indexes.rows.map((i) => `${i.def};`));
      const triggers = await db.query(`select pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = $1 and not tgisinternal order by tgname`, [table.oid]);
      out.push(...triggers.rows.map((t) => `${t.def};`));
    } else {
      const { rows: [view] } = await db.query(`select pg_get_viewdef($1::oid, true) as def`, [table.oid]);
      out.push(`create ${table.kind === 'm' ? 'materialized ' : ''}view ${name} as\n${view.def.trimEnd()}`);
    }
    out.push(...(await policies(db, 'public', table.name)));
    out.push(...(await grants(db, 'table', `coalesce((select relacl from pg_class where oid = ${table.oid}), acldefault('r', (select relowner from pg_class where oid = ${table.oid})))`, name)));
    out.push('');
  }
  return out;
}

async function functions(db) {
  const { rows } = await db.query(
    `select p.oid, pg_get_functiondef(p.oid) as def, p.oid::regprocedure::text as signature
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind in ('f', 'p') order by p.proname, p.oid::regprocedure::text`,
  );
  const out = [];
  for (const fn of rows) {
    out.push(`${fn.def.trimEnd()};`);
    out.push(...(await grants(db, 'function', `coalesce((select proacl from pg_proc where oid = ${fn.oid}), acldefault('f', (select proowner from pg_proc where oid = ${fn.oid})))`, `public.${fn.signature}`)));
    out.push('');
  }
  return out;
}

async function enumTypes(db) {
  const { rows } = await db.query(
    `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' group by t.typname order by t.typname`,
  );
  return rows;
}

/** supabase/schema.sql's text, from a database every migration has been applied to. */
async function schemaSql(db) {
  return [
    '-- Generated by scripts/gen-schema.mjs from supabase/migrations: the schema after every migration.',
    '-- Do not edit: change a migration, then run `node scripts/gen-schema.mjs`. Migrations are the history.',
    '',
    '-- Types',
    ...(await enumTypes(db)).map((t) => `create type public.${t.name} as enum (${t.labels.map((label) => `'${label}'`).join(', ')});`),
    '',
    '-- Tables and views: columns, constraints, row-level security, indexes, triggers, policies, grants',
    '',
    ...(await tables(db)),
    '-- Storage: who may read and write the media bucket',
    ...(await policies(db, 'storage', 'objects')),
    '',
    '-- Functions, with who may call them',
    '',
    ...(await functions(db)),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}

const { catalog, sql } = await loadSchema();
writeGenerated('packages/data/src/database.types.ts', render(catalog), 'supabase/migrations', 'node scripts/gen-schema.mjs');
writeGenerated('supabase/schema.sql', sql, 'supabase/migrations', 'node scripts/gen-schema.mjs');
