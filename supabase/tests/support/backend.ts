import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '@vaani/supabase-local';
import { WebSocket } from 'undici';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

export type Role = 'anon' | 'user' | 'admin';
export const ROLES: Role[] = ['anon', 'user', 'admin'];

export interface Backend {
  server: LocalSupabase;
  service: SupabaseClient;
  clients: Record<Role, SupabaseClient>;
  userId: string;
  adminId: string;
  emails: { user: string; admin: string };
  password: string;
  stop(): Promise<void>;
}

/** Node 20 has no global WebSocket; realtime is never used here but supabase-js wants a transport. */
export function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
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

/**
 * A fresh server (its own database in the test run's PostgreSQL) with a visitor, a signed-in user with
 * the 'user' role and an admin. Emails are unique per call so files can share a real database.
 */
async function startBackend(): Promise<Backend> {
  const server = await startLocalSupabase();
  const service = makeClient(server.url, server.serviceKey);
  const tag = randomUUID().slice(0, 8);
  const emails = { user: `buyer-${tag}@example.in`, admin: `admin-${tag}@example.in` };
  const password = `pw-${tag}-secret`;
  const userId = await createUser(service, emails.user, password);
  const adminId = await createUser(service, emails.admin, password);
  const { error } = await service.from('user_roles').insert([
    { user_id: userId, role: 'user' },
    { user_id: adminId, role: 'admin' },
  ]);
  if (error) throw new Error(`grant roles: ${error.message}`);
  const clients: Record<Role, SupabaseClient> = {
    anon: makeClient(server.url, server.anonKey),
    user: await signedIn(server.url, server.anonKey, emails.user, password),
    admin: await signedIn(server.url, server.anonKey, emails.admin, password),
  };
  return { server, service, clients, userId, adminId, emails, password, stop: () => server.stop() };
}

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** One backend for the calling test file: started before its tests, stopped after them. */
export function backendForThisFile(): () => Backend {
  let backend: Backend | undefined;
  beforeAll(async () => {
    backend = await startBackend();
  }, 120_000);
  afterAll(async () => {
    await backend?.stop();
  });
  return () => {
    if (!backend) throw new Error('The backend has not started: call backend() inside a test or hook.');
    return backend;
  };
}

/**
 * The file's database as its owner, for what no API role may do (reading the catalogs, planting a
 * row past the table's checks). Call after backendForThisFile(); connected before the tests run.
 */
export function databaseForThisFile(backend: () => Backend): () => pg.Client {
  let db: pg.Client | undefined;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: backend().server.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
  });
  return () => {
    if (!db) throw new Error('The database is not connected: call it inside a test or hook.');
    return db;
  };
}
