// The team (issue 27): an admin invites a colleague, who follows the mail to set a password and
// lands in the admin with their role; a forgotten password comes back by mail; removing access
// ends the person's session; the last admin cannot be demoted. Mail is read from the local mail
// catcher `npm start` runs (127.0.0.1:54324).
import { randomUUID } from 'node:crypto';
import { localEnvValue } from '../../scripts/local-env.mjs';
import { ensureStaff, supabaseUrl } from '../auth/support/users.ts';
import { expect, test, type Page } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';

const MAIL = 'http://127.0.0.1:54324/api/messages';
const DESKTOP = { width: 1366, height: 900 };
const unique = (name: string) => `e2e-${name}-${randomUUID().slice(0, 8)}@vaani.local`;

const INVITE_SUBJECT = 'You are invited to the Vaani AI admin';

/** The newest mail to `email` with `subject`, once the catcher has it. */
async function newestMail(email: string, subject: string): Promise<{ text: string }> {
  let found: { text: string } | undefined;
  await expect(async () => {
    const mails = (await (await fetch(MAIL)).json()) as { to: string[]; subject: string; text: string }[];
    found = mails.find((item) => item.to.includes(email) && item.subject === subject);
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found ?? { text: '' };
}

/** The verify link of the newest mail to `email` with `subject`. */
async function mailedLink(email: string, subject: string): Promise<string> {
  return /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec((await newestMail(email, subject)).text)?.[0] ?? '';
}

async function setPasswordFromLink(page: Page, link: string, heading: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const card = page.getByRole('region', { name: 'Sign in' });
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password').fill(password);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('an admin invites a colleague, who follows the mail, sets a password and lands in the admin as Editor', async ({ page, browser }) => {
  const email = unique('invited');
  await signInAsLocalAdmin(page, '/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Never');

  // The same address again says so in words.
  await page.getByLabel('Email').fill('admin@vaani.local');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already has access' })).toHaveText('admin@vaani.local already has access (Admin).');

  const invited = await browser.newPage({ viewport: DESKTOP });
  await setPasswordFromLink(invited, await mailedLink(email, INVITE_SUBJECT), 'Welcome! Set your password', 'invited-password-1');
  await expect(invited.getByText('Role: Editor')).toBeVisible();
  await expect(invited.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' })).toHaveCount(0);
  await invited.close();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Active');
});

test('an invitation can be sent again: a fresh link, in words that say who invited them, to what, as what and for how long', async ({ page, browser }) => {
  const email = unique('resent');
  await signInAsLocalAdmin(page, '/admin/team');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Sales' });
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');
  const first = await mailedLink(email, INVITE_SUBJECT);

  // One mail to an address per auth.email.max_frequency (3 s for this suite, a minute by default):
  // a resend at once is told when it may go, and then goes.
  const resend = page.getByRole('button', { name: `Resend invitation to ${email}` });
  await resend.click();
  await expect(page.getByText(/For security purposes, you can only request this after \d+ seconds\./)).toBeVisible();
  await expect(async () => {
    await resend.click();
    await expect(page.getByText(`Invitation sent again to ${email}. The new link works for an hour; the one sent before no longer does.`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  let second = first;
  await expect.poll(async () => (second = await mailedLink(email, INVITE_SUBJECT)), { timeout: 10_000 }).not.toBe(first);
  const mail = await newestMail(email, INVITE_SUBJECT);
  expect(mail.text).toContain('admin@vaani.local invited you to the Vaani AI admin as Sales.');
  expect(mail.text).toMatch(/^The admin is at http:\/\/localhost:5173$/m);
  expect(mail.text).toContain('The link works once, for one hour.');

  const invited = await browser.newPage({ viewport: DESKTOP });
  await invited.goto(first);
  await expect(invited.getByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible();
  await setPasswordFromLink(invited, second, 'Welcome! Set your password', 'resent-password-1');
  await expect(invited.getByText('Role: Sales')).toBeVisible();
  await invited.close();
});

test('a forgotten password comes back by mail; the link works once', async ({ page }) => {
  const account = { email: unique('forgetful'), password: 'old-password-1' };
  await ensureStaff(account, 'sales');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(`If ${account.email} has an account, a link to choose a new password is on its way. It works for an hour.`);

  const link = await mailedLink(account.email, 'Reset your Vaani AI admin password');
  await setPasswordFromLink(page, link, 'Choose a new password', 'new-password-1');
  await expect(page.getByText('Role: Sales')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, account.email, 'new-password-1');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();
});

test("removing access ends the person's session at once", async ({ page, browser }) => {
  const account = { email: unique('leaver'), password: 'leaver-password-1' };
  await ensureStaff(account, 'editor');
  const leaver = await browser.newPage({ viewport: DESKTOP });
  await signIn(leaver, account.email, account.password);
  await expect(leaver.getByText('Role: Editor')).toBeVisible();

  await signInAsLocalAdmin(page, '/admin/team');
  await page.getByRole('button', { name: `Remove access for ${account.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove access for ${account.email}?` });
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByText(`${account.email} no longer has access`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(account.email) })).toHaveCount(0);

  // Their next request finds no session: the refresh token is dead and the admin is closed.
  const refreshToken = await leaver.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { refresh_token?: string }).refresh_token ?? '';
  });
  const refreshed = await fetch(`${supabaseUrl()}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: localEnvValue('VITE_SUPABASE_ANON_KEY') ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  expect(refreshed.status).toBe(400);
  await leaver.goto('/admin/case-studies');
  await expect(leaver).toHaveURL(/\/auth$/);
  await expect(leaver.getByRole('region', { name: 'Sign in' })).toBeVisible();
  await leaver.close();
});

test('the only admin can neither remove their own access nor step down', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/team');
  const roleOf = (email: string) => page.getByLabel(`Role for ${email}`);
  await expect(roleOf('admin@vaani.local')).toHaveValue('admin');
  // Other runs leave admins behind (the sign-in suite's e2e admin): make the local admin the last
  // one, and give the others their role back afterwards.
  const others: string[] = [];
  for (const select of await page.getByRole('combobox', { name: /^Role for / }).all()) {
    const email = ((await select.getAttribute('aria-label')) ?? '').replace('Role for ', '');
    if (email !== 'admin@vaani.local' && (await select.inputValue()) === 'admin') others.push(email);
  }
  for (const email of others) {
    await roleOf(email).selectOption({ label: 'Editor' });
    await expect(page.getByText(`${email} is now Editor`)).toBeVisible();
  }
  try {
    // The screen offers the only admin neither a way out nor a step down, and says why.
    await expect(roleOf('admin@vaani.local')).toBeDisabled();
    await expect(roleOf('admin@vaani.local')).toHaveAccessibleDescription('You are the only admin: make someone else an admin before you leave or step down.');
    await expect(page.getByRole('button', { name: 'Remove access for admin@vaani.local' })).toHaveCount(0);
    await expect(roleOf('admin@vaani.local')).toHaveValue('admin');
  } finally {
    for (const email of others) {
      await roleOf(email).selectOption({ label: 'Admin' });
      await expect(page.getByText(`${email} is now Admin`)).toBeVisible();
    }
  }
});

test('a role change shows in the activity log, by whom and from what to what', async ({ page }) => {
  const account = { email: unique('mover'), password: 'mover-password-1' };
  await ensureStaff(account, 'editor');
  await signInAsLocalAdmin(page, '/admin/team');
  await page.getByLabel(`Role for ${account.email}`).selectOption({ label: 'Sales' });
  await expect(page.getByText(`${account.email} is now Sales`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
  const filters = page.getByRole('search', { name: 'Filter activity' });
  await filters.getByLabel('Person').selectOption({ label: 'admin@vaani.local' });
  await filters.getByLabel('Kind').selectOption({ label: 'Role' });
  const latest = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
  await expect(latest).toContainText('Edited Role: sales');
  await expect(latest).toContainText('admin@vaani.local ·');
  await latest.getByRole('button', { name: /^View change/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edited: Role' });
  await expect(dialog).toContainText('editor');
  await expect(dialog).toContainText('sales');
});
