// The admin that the first `npm start` creates by itself (scripts/local-admin.mjs): the tests sign
// in with it exactly as a newcomer would, with no create-admin step.
import { expect, type Page } from '@playwright/test';
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
