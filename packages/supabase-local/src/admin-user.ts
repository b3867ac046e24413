async function call(url: string, serviceKey: string, method: string, body?: unknown, prefer?: string): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json', ...(prefer ? { prefer } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok && response.status !== 422) throw new Error(`${method} ${url} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** Creates the user or resets its password, and grants the admin role, through the server's admin API; safe to repeat. */
export async function upsertAdminOverHttp(baseUrl: string, serviceKey: string, email: string, password: string): Promise<void> {
  const created = await call(`${baseUrl}/auth/v1/admin/users`, serviceKey, 'POST', { email, password, email_confirm: true });
  let userId: string | undefined;
  if (created.ok) {
    userId = ((await created.json()) as { id: string }).id;
  } else {
    const list = (await (await call(`${baseUrl}/auth/v1/admin/users`, serviceKey, 'GET')).json()) as { users: { id: string; email: string }[] };
    userId = list.users.find((user) => user.email === email.toLowerCase())?.id;
    if (!userId) throw new Error(`Could not find or create ${email}`);
    await call(`${baseUrl}/auth/v1/admin/users/${userId}`, serviceKey, 'PUT', { password });
  }
  await call(`${baseUrl}/rest/v1/user_roles?on_conflict=user_id,role`, serviceKey, 'POST', { user_id: userId, role: 'admin' }, 'resolution=ignore-duplicates,return=minimal');
}
