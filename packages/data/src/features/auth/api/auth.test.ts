import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { checkIsAdmin } from './check-is-admin.ts';
import { getSession } from './get-session.ts';
import { onAuthChange } from './on-auth-change.ts';
import { signInWithPassword } from './sign-in-with-password.ts';
import { signOut } from './sign-out.ts';

let backend: Backend;
let adminId: string;
let editorId: string;

beforeAll(async () => {
  backend = await startBackend();
  adminId = await backend.createUser('admin@vaani.test', 'admin-password-1', { admin: true });
  editorId = await backend.createUser('editor@vaani.test', 'editor-password-1');
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

describe('checkIsAdmin', () => {
  it('is true for a user holding the admin role', async () => {
    // has_role answers only about the caller (or for admins), so the admin asks about itself.
    await signInWithPassword('admin@vaani.test', 'admin-password-1');
    expect(await checkIsAdmin(adminId)).toBe(true);
    await signOut();
  });

  it('is false for a signed-in user without it', async () => {
    await signInWithPassword('editor@vaani.test', 'editor-password-1');
    expect(await checkIsAdmin(editorId)).toBe(false);
    await signOut();
  });

  it('is false when the check itself fails', async () => {
    expect(await checkIsAdmin('not-a-uuid')).toBe(false);
  });
});
