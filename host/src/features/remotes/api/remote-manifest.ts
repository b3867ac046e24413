// Remote entry URLs come from /remotes.json at run time, so a remote can move or ship a new
// version without rebuilding the host.
import type { RemoteName } from '../../../routes/route-table.ts';

export type RemoteManifest = Record<RemoteName, string>;

let manifest: Promise<RemoteManifest> | undefined;

export function loadRemoteManifest(): Promise<RemoteManifest> {
  manifest ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
      return response.json() as Promise<RemoteManifest>;
    })
    .catch((error: unknown) => {
      // A failed manifest fetch must not stick: the next Retry asks again.
      manifest = undefined;
      throw error;
    });
  return manifest;
}
