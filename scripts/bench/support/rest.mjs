// A local stack's REST and auth as a browser calls them, for the benchmarks.

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
