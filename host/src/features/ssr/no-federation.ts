// The server build's stand-in for the browser-only federation runtime: on the server remote pages
// come through PreloadedRemotes and other pieces as placeholders, so these are never reached.
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
