// Generates, from supabase/migrations applied to a throwaway local database, the two files that
// read them: packages/data/src/database.types.ts (as `supabase gen types typescript` shapes it) and
// supabase/schema.sql (scripts/schema-sql.mjs). `--check`: see generated.mjs.
//
//   node scripts/gen-schema.mjs [--check]
import { writeGenerated } from './generated.mjs';
import { enumTypes, schemaSql } from './schema-sql.mjs';

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

const { catalog, sql } = await loadSchema();
writeGenerated('packages/data/src/database.types.ts', render(catalog), 'supabase/migrations', 'node scripts/gen-schema.mjs');
writeGenerated('supabase/schema.sql', sql, 'supabase/migrations', 'node scripts/gen-schema.mjs');
