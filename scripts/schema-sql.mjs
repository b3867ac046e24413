// The schema as it stands after every migration, as one readable SQL file (supabase/schema.sql):
// read back from PostgreSQL's catalogs (the npm PostgreSQL has no pg_dump). Each table's columns,
// row-level security, policies, triggers and grants read in one place.

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

export async function enumTypes(db) {
  const { rows } = await db.query(
    `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' group by t.typname order by t.typname`,
  );
  return rows;
}

/** supabase/schema.sql's text, from a database every migration has been applied to. */
export async function schemaSql(db) {
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
