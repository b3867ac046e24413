import { expect, test } from '../support/test.ts';
import { ADMIN, ensureAdmin } from '../auth/support/users.ts';
import { SSR_PORT, publicRows, served, supabase } from './support/served-html.ts';
import { startSsrHost } from './support/ssr-host.ts';

let host: Awaited<ReturnType<typeof startSsrHost>> | undefined;
test.beforeAll(async () => {
  host = await startSsrHost(SSR_PORT);
});
test.afterAll(async () => {
  await host?.close();
});

// Content edited in the admin shows in the served HTML within 60 s, with no rebuild.
test('an edited case study title appears in the served HTML within 60 s', async () => {
  test.setTimeout(90_000);
  ensureAdmin();
  const { url, anonKey } = supabase();
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const [study] = await publicRows<{ id: string; slug: string; title: string }>('case_studies?select=id,slug,title&order=created_at.asc&limit=1');
  const path = `/case-studies/${study!.slug}`;
  expect((await served(path)).body).toContain(study!.title);

  const edited = `${study!.title.replace(/ \(edited [a-z0-9]+\)$/, '')} (edited ${Date.now().toString(36)})`;
  const update = (title: string) =>
    fetch(`${url}/rest/v1/case_studies?id=eq.${study!.id}`, {
      method: 'PATCH',
      headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ title }),
    });
  expect((await update(edited)).ok).toBe(true);
  try {
    await expect
      .poll(async () => (await served(path)).body, { timeout: 60_000, intervals: [2_000] })
      .toContain(edited);
    await expect.poll(async () => (await served('/case-studies')).body, { timeout: 60_000, intervals: [2_000] }).toContain(edited);
  } finally {
    await update(study!.title);
  }
});
