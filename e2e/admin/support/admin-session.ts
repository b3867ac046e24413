// The admin that the first `npm start` creates by itself (scripts/local-admin.mjs): the tests sign
// in with it exactly as a newcomer would, with no create-admin step.
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../../support/test.ts';
import { LOCAL_ADMIN } from '../../../scripts/local-admin.mjs';

export async function signInAsLocalAdmin(page: Page, next = '/admin'): Promise<void> {
  await page.goto('/auth');
  const card = page.getByRole('region', { name: 'Sign in' });
  await card.getByLabel('Email').fill(LOCAL_ADMIN.email);
  await card.getByLabel('Password').fill(LOCAL_ADMIN.password);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  if (next !== '/admin') await page.goto(next);
}

/** A title no earlier run has used, so reruns against the same data dir stay independent. */
export const uniqueTitle = (base: string) => `${base} ${Date.now().toString(36)}`;

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A browser's storage with nobody signed in (the tests' own pages start from the shared session). */
export const SIGNED_OUT = { cookies: [], origins: [] };

/**
 * Signs the local admin in once for the calling spec file and starts each of its tests with that
 * session (kept in local storage), instead of signing in again in every test.
 */
export function shareOneSignedInSession(): void {
  const file = path.join(os.tmpdir(), `vaani-admin-session-${process.pid}.json`);
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage({ storageState: SIGNED_OUT });
    await signInAsLocalAdmin(page);
    await page.context().storageState({ path: file });
    await page.close();
  });
  test.use({ storageState: file });
}
