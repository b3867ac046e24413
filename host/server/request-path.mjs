// The decoded path of a request, or the 4xx it deserves: no page of the site has a path near this
// long, and a malformed percent-escape names no page (decoding it would throw, a 500).

/** Longer request targets get 414 (a slug of thousands of characters only fills caches and logs). */
export const MAX_PATH_LENGTH = 2048;

export class RequestPathError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @param {string | undefined} target the request's URL as sent (path and query) */
export function requestPath(target = '/') {
  if (target.length > MAX_PATH_LENGTH) throw new RequestPathError(414, 'URI Too Long');
  let pathname;
  try {
    // Read as a path even when it starts with `//`, which URL would take for another host.
    pathname = decodeURIComponent(new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`).pathname);
  } catch {
    throw new RequestPathError(400, 'Bad Request: malformed percent-encoding');
  }
  if (pathname.includes('\0')) throw new RequestPathError(400, 'Bad Request');
  return pathname;
}
