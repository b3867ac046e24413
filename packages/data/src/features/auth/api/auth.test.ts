import type { AuthChangeEvent } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { getSession } from './get-session.ts';
import { getStaffRole } from './get-staff-role.ts';
import { onAuthChange } from './on-auth-change.ts';
import { signInWithPassword } from './sign-in-with-password.ts';
import { signOut } from './sign-out.ts';

let backend: Backend;
let adminId: string;
let editorId: string;
let userId: string;

beforeAll(async () => {
  backend = await startBackend();
  adminId = await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
  editorId = await backend.createUser('editor@vaani.test', 'editor-password-1', { role: 'editor' });
  userId = await backend.createUser('user@vaani.test', 'user-password-1');
});
afterAll(() => backend?.local.stop());

describe('signInWithPassword', () => {
  it("answers a wrong password with 'Invalid email or password'", async () => {
    await expect(signInWithPassword('admin@vaani.test', 'wrong')).rejects.toThrow('Invalid email or password');
  });

  it('answers an unknown email the same way', async () => {
    await expect(signInWithPassword('nobody@vaani.test', 'admin-password-1')).rejects.toThrow('Invalid email or password');
  });

  it('signs in, keeps the session, announces it, and signs out', async () => {
    const events: AuthChangeEvent[] = [];
    const stop = onAuthChange((_session, event) => events.push(event));
    const session = await signInWithPassword(' admin@vaani.test ', 'admin-password-1');
    expect(session.user.id).toBe(adminId);
    expect((await getSession())?.user.email).toBe('admin@vaani.test');
    await signOut();
    expect(await getSession()).toBeNull();
    expect(events).toContain('SIGNED_IN');
    expect(events).toContain('SIGNED_OUT');
    stop();
  });
});

describe('getStaffRole', () => {
  it("is the role the signed-in person holds in the admin", async () => {
    await signInWithPassword('admin@vaani.test', 'admin-password-1');
    expect(await getStaffRole(adminId)).toBe('admin');
    await signOut();
    await signInWithPassword('editor@vaani.test', 'editor-password-1');
    expect(await getStaffRole(editorId)).toBe('editor');
    await signOut();
  });

  it('is null for a signed-in user without a staff role', async () => {
    await signInWithPassword('user@vaani.test', 'user-password-1');
    expect(await getStaffRole(userId)).toBeNull();
    await signOut();
  });

  it('signs out someone whose account was removed meanwhile, on their next check', async () => {
    const leaverId = await backend.createUser('leaver@vaani.test', 'leaver-password-1', { role: 'editor' });
    await signInWithPassword('leaver@vaani.test', 'leaver-password-1');
    const events: AuthChangeEvent[] = [];
    const stop = onAuthChange((_session, event) => events.push(event));
    expect((await backend.service.auth.admin.deleteUser(leaverId)).error).toBeNull();
    expect(await getStaffRole(leaverId)).toBeNull();
    expect(await getSession()).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    stop();
  });

  it('asks has_role, so a project whose roles table only that function reads (as the spec builds it) still opens the admin', async () => {
    const database = new pg.Client({ connectionString: backend.local.databaseUrl });
    await database.connect();
    await database.query('alter policy "Users read their own roles" on public.user_roles using (false)');
    try {
      await signInWithPassword('editor@vaani.test', 'editor-password-1');
      expect(await getStaffRole(editorId)).toBe('editor');
      await signOut();
    } finally {
      await database.query('alter policy "Users read their own roles" on public.user_roles using (user_id = auth.uid())');
      await database.end();
    }
  });

  it("is null for someone else's roles, which nobody but the person reads", async () => {
    await signInWithPassword('user@vaani.test', 'user-password-1');
    expect(await getStaffRole(adminId)).toBeNull();
    await signOut();
  });
});
