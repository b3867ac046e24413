// What the admin benchmarks share: a local stack's REST and auth as a browser calls them, and a
// signed-in staff member (one of scripts/bench/*.mjs each; this folder holds no benchmark).

/** A call to the stack at `base`; answers the response, throws with the body on an error status. */
export async function call(base, pathname, { method = 'GET', key, token, body, headers = {} }) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { apikey: key, Authorization: `Bearer ${token ?? key}`, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * An account holding `role`, created with the service key and signed in: its id and the `key`
 * and `token` its browser would send.
 */
export async function signedInStaff(base, { anonKey, serviceKey }, email, role) {
  const user = await (await call(base, '/auth/v1/admin/users', { method: 'POST', key: serviceKey, body: { email, password: 'bench-password', email_confirm: true } })).json();
  await call(base, '/rest/v1/user_roles', { method: 'POST', key: serviceKey, body: { user_id: user.id, role } });
  const session = await (await call(base, '/auth/v1/token?grant_type=password', { method: 'POST', key: anonKey, body: { email, password: 'bench-password' } })).json();
  return { id: user.id, as: { key: anonKey, token: session.access_token } };
}
