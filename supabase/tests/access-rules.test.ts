// The database against the declared access rules (access-rules.ts): every grant to an API role,
// every function's callers and every policy, read from the catalogs after the migrations ran on a
// PostgreSQL provisioned as hosted Supabase provisions it (no default grants in `public`).
import { describe, expect, it } from 'vitest';
import { FUNCTIONS, STORAGE_OBJECT_POLICIES, TABLES, type ApiRole, type Operation, type Policy } from './access-rules.ts';
import { backendForThisFile, databaseForThisFile } from '@vaani/supabase-local/testing/backend';

const API_ROLES: ApiRole[] = ['anon', 'authenticated', 'service_role'];
const backend = backendForThisFile();
const database = databaseForThisFile(backend);

async function rows<Row>(sql: string): Promise<Row[]> {
  return (await database().query(sql)).rows as Row[];
}

const sorted = <T,>(items: T[]) => [...items].sort();

describe('table grants', () => {
  it('every table in public is declared, and row-level security is on for each', async () => {
    const tables = await rows<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`,
    );
    expect(sorted(tables.map(({ name }) => name))).toEqual(sorted(Object.keys(TABLES)));
    expect(tables.filter(({ rls }) => !rls).map(({ name }) => name)).toEqual([]);
  });

  it('each API role holds exactly the declared operations on each table, and PUBLIC none', async () => {
    const granted = await rows<{ table_name: string; grantee: string; privilege_type: string }>(
      `select table_name, grantee, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')`,
    );
    const actual = sorted(granted.map((g) => `${g.table_name} ${g.grantee} ${g.privilege_type}`));
    const declared = sorted(
      Object.entries(TABLES).flatMap(([table, rules]) =>
        API_ROLES.flatMap((role) => (rules.grants[role] ?? []).map((operation) => `${table} ${role} ${operation}`)),
      ),
    );
    expect(actual).toEqual(declared);
  });

  it('no sequence in public is granted to an API role', async () => {
    const granted = await rows<{ object_name: string }>(
      `select object_name from information_schema.usage_privileges where object_schema = 'public' and object_type = 'SEQUENCE'
       and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')`,
    );
    expect(granted).toEqual([]);
  });
});

describe('function grants', () => {
  it('each function in public is callable by exactly the declared roles', async () => {
    const functions = await rows<{ signature: string; callers: string[] }>(
      `select p.oid::regprocedure::text as signature,
              array(select grantee::text from information_schema.routine_privileges r
                    where r.specific_schema = 'public' and r.specific_name = p.proname || '_' || p.oid
                      and r.privilege_type = 'EXECUTE' and r.grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')
                    order by grantee) as callers
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    );
    const actual = Object.fromEntries(functions.map(({ signature, callers }) => [signature, callers]));
    const declared = Object.fromEntries(Object.entries(FUNCTIONS).map(([signature, callers]) => [signature, sorted(callers)]));
    expect(actual).toEqual(declared);
  });
});

describe('policies', () => {
  const key = ({ name, operation, roles }: Policy) => `${name}: ${operation} to ${sorted(roles).join(', ')}`;

  async function policiesOf(schema: string, table: string): Promise<string[]> {
    const found = await rows<{ policyname: string; cmd: Operation; roles: string[] }>(
      `select policyname, cmd, roles::text[] as roles from pg_policies where schemaname = '${schema}' and tablename = '${table}'`,
    );
    return sorted(found.map(({ policyname, cmd, roles }) => key({ name: policyname, operation: cmd, roles: roles as ApiRole[] })));
  }

  it.each(Object.entries(TABLES))('%s has exactly its declared policies', async (table, rules) => {
    expect(await policiesOf('public', table)).toEqual(sorted(rules.policies.map(key)));
  });

  it('storage objects have exactly their declared policies', async () => {
    expect(await policiesOf('storage', 'objects')).toEqual(sorted(STORAGE_OBJECT_POLICIES.map(key)));
  });

  it('every granted operation of a visitor or signed-in user has a policy for it', () => {
    for (const [table, rules] of Object.entries(TABLES)) {
      for (const role of ['anon', 'authenticated'] as const) {
        for (const operation of rules.grants[role] ?? []) {
          const covered = rules.policies.some((policy) => policy.operation === operation && policy.roles.includes(role));
          expect(covered, `${table}: ${role} may ${operation} but no policy says which rows`).toBe(true);
        }
      }
    }
  });
});
