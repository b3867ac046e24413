// The server build's stand-in for the federation runtime ('virtual:__federation__'), which exists
// only in browsers. On the server, remote pages come from the remotes' server entries through
// PreloadedRemotes; anything else a page shows from a remote is sent as its placeholder (see
// useServerMarkup), so these are never reached while rendering.
const serverOnly = () => new Error('Remote modules load through server entries on the server');

export function __federation_method_setRemote(): void {
  throw serverOnly();
}

export function __federation_method_getRemote(): Promise<unknown> {
  return Promise.reject(serverOnly());
}

export function __federation_method_unwrapDefault(module: unknown): unknown {
  return module;
}
