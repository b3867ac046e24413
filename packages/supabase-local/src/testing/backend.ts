import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../index.ts';
import type { CaughtMail } from '../mail/mail-catcher.ts';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/** Who calls: a visitor, a signed-in user without a staff role, and each staff role. */
export type Role = 'anon' | 'user' | 'editor' | 'sales' | 'admin';
export const ROLES: Role[] = ['anon', 'user', 'editor', 'sales', 'admin'];
type Member = Exclude<Role, 'anon'>;

export interface Backend {
  server: LocalSupabase;
  service: SupabaseClient;
  clients: Record<Role, SupabaseClient>;
  userId: string;
  adminId: string;
  /** Each signed-in caller's user id, by role. */
  ids: Record<Member, string>;
  emails: Record<Member, string>;
  password: string;
  stop(): Promise<void>;
}

/** A client that keeps no session of its own beyond the test's. */
export function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

async function createUser(service: SupabaseClient, email: string, password: string): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser ${email}: ${error?.message}`);
  return data.user.id;
}

async function signedIn(url: string, anonKey: string, email: string, password: string): Promise<SupabaseClient> {
  const client = makeClient(url, anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign in ${email}: ${error.message}`);
  return client;
}

const MEMBERS: Member[] = ['user', 'editor', 'sales', 'admin'];

/**
 * A fresh server (its own database in the test run's PostgreSQL) with a visitor and one signed-in
 * person per role ('user' holds no staff role). Emails are unique per call so files can share a
 * real database.
 */
async function startBackend(): Promise<Backend> {
  const server = await startLocalSupabase();
  const service = makeClient(server.url, server.serviceKey);
  const tag = randomUUID().slice(0, 8);
  const emails = Object.fromEntries(MEMBERS.map((role) => [role, `${role === 'user' ? 'buyer' : role}-${tag}@example.in`])) as Record<Member, string>;
  const password = `pw-${tag}-secret`;
  const ids = {} as Record<Member, string>;
  for (const role of MEMBERS) ids[role] = await createUser(service, emails[role], password);
  const { error } = await service.from('user_roles').insert(MEMBERS.map((role) => ({ user_id: ids[role], role })));
  if (error) throw new Error(`grant roles: ${error.message}`);
  const clients = { anon: makeClient(server.url, server.anonKey) } as Record<Role, SupabaseClient>;
  for (const role of MEMBERS) clients[role] = await signedIn(server.url, server.anonKey, emails[role], password);
  return { server, service, clients, userId: ids.user, adminId: ids.admin, ids, emails, password, stop: () => server.stop() };
}

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A value for the calling test file: made before its tests, ended after them. */
function forThisFile<T>(start: () => Promise<T>, end: (value: T) => Promise<unknown>): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  }, 120_000);
  afterAll(async () => {
    if (value) await end(value);
  });
  return () => {
    if (!value) throw new Error('Not ready yet: call it inside a test or hook.');
    return value;
  };
}

export const backendForThisFile = (): (() => Backend) => forThisFile(startBackend, (backend) => backend.stop());

/**
 * The file's database as its owner, for what no API role may do (reading the catalogs, planting a
 * row past the table's checks). Call after backendForThisFile().
 */
export function databaseForThisFile(backend: () => Backend): () => pg.Client {
  return forThisFile(
    async () => {
      const db = new pg.Client({ connectionString: backend().server.databaseUrl });
      await db.connect();
      return db;
    },
    (db) => db.end(),
  );
}

/** The newest mail to `email` whose subject is `subject`, waiting up to 5 s for it to arrive. */
export async function mailTo(mailUrl: string, email: string, subject: string): Promise<CaughtMail> {
  for (let waited = 0; waited < 5000; waited += 100) {
    const mails = (await (await fetch(`${mailUrl}/api/messages`)).json()) as CaughtMail[];
    const found = mails.find((mail) => mail.to.includes(email.toLowerCase()) && mail.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${email}`);
}

/** The address a mail's text links to (the GoTrue verify link). */
export function linkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verify link in "${mail.subject}"`);
  return link;
}
