import { expect, test, type Page } from '../support/test.ts';
import { ADMIN, MEMBER, ensureAdmin, ensureMember } from './support/users.ts';

test.beforeAll(async () => {
  ensureAdmin();
  await ensureMember();
});

// Every lookup stays inside the sign-in card, the page's one form.
const signInCard = (page: Page) => page.getByRole('region', { name: 'Sign in' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const card = signInCard(page);
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password').fill(password);
  await card.getByRole('button', { name: 'Sign in' }).click();
}

test('a wrong password shows the error and stays on /auth', async ({ page }) => {
  await signIn(page, ADMIN.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(signInCard(page).getByLabel('Password')).toBeEnabled();
});

test('the form explains empty fields before asking the server', async ({ page }) => {
  await page.goto('/auth');
  const card = signInCard(page);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(card.getByText('Email is required')).toBeVisible();
  await expect(card.getByText('Password is required')).toBeVisible();
});

test('an admin signs in, passes the permission check and reaches /admin', async ({ page }) => {
  // Hold the role check (has_role, asked once per staff role) so the guard's waiting state can be seen.
  let releaseRoleCheck = () => {};
  const held = new Promise<void>((resolve) => {
    releaseRoleCheck = resolve;
  });
  await page.route('**/rest/v1/rpc/has_role', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Checking permissions…')).toBeVisible();
  releaseRoleCheck();
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Checking permissions…')).toHaveCount(0);
});

test('a signed-in user without the admin role is sent to / when opening /admin', async ({ page }) => {
  await signIn(page, MEMBER.email, MEMBER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/case-studies');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor opening /admin lands on /auth', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('/auth shows who is signed in, and sign-out from an admin screen ends the session', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();

  await page.goto('/auth');
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(signInCard(page).getByLabel('Email')).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});
