import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { PASSWORD_RESET_MESSAGES, requestPasswordReset, SET_PASSWORD_MESSAGES, setPassword } from './email-link-operations.ts';
import { signInWithPassword } from './sign-in-with-password.ts';
import { signOut } from './sign-out.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('forgetful@vaani.test', 'old-password-1', { role: 'sales' });
});
afterAll(() => backend?.local.stop());

const mailsTo = async (email: string) =>
  ((await (await fetch(`${backend.local.mailUrl}/api/messages`)).json()) as { to: string[]; subject: string; text: string }[]).filter((mail) => mail.to.includes(email));

describe('requestPasswordReset', () => {
  it('mails a reset link leading to the given page, and asks to wait before a second one', async () => {
    await requestPasswordReset('forgetful@vaani.test', 'http://localhost:5173/auth?link=recovery');
    await expect.poll(async () => (await mailsTo('forgetful@vaani.test')).map((mail) => mail.subject)).toEqual(['Reset your Vaani AI admin password']);
    const [mail] = await mailsTo('forgetful@vaani.test');
    expect(new URL(/http\S+\/verify\?\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get('redirect_to')).toBe('http://localhost:5173/auth?link=recovery');
    await expect(requestPasswordReset('forgetful@vaani.test', 'http://localhost:5173/auth?link=recovery')).rejects.toThrow(PASSWORD_RESET_MESSAGES.tooSoon);
  });

  it('answers an unknown address like a known one', async () => {
    await expect(requestPasswordReset('nobody@vaani.test', 'http://localhost:5173/auth?link=recovery')).resolves.toBeUndefined();
  });
});

describe('setPassword', () => {
  it('sets a new password for the signed-in person, refusing the current one in words', async () => {
    await signInWithPassword('forgetful@vaani.test', 'old-password-1');
    await expect(setPassword('old-password-1')).rejects.toThrow(SET_PASSWORD_MESSAGES.samePassword);
    await setPassword('new-password-1');
    await signOut();
    await expect(signInWithPassword('forgetful@vaani.test', 'new-password-1')).resolves.toBeTruthy();
    await signOut();
  });
});
