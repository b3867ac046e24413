import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';
import type { ComponentType } from 'react';
import type { RemoteModule, RemoteName } from '../../../routes/route-table.ts';
import { loadRemoteManifest, reloadedForNewRelease } from './remote-manifest.ts';

/** Attempt number each remote was last registered with; a retry registers it afresh. */
const registered = new Map<RemoteName | 'widget', number>();

export async function registerRemote(remote: RemoteName | 'widget', attempt: number): Promise<void> {
  if (registered.get(remote) === attempt) return;
  const url = (await loadRemoteManifest())[remote];
  if (!url) throw new Error(`remotes.json has no entry for "${remote}"`);
  // A fresh query string makes the browser fetch the entry again instead of replaying the
  // failed module import it remembers for the plain URL.
  const entryUrl = attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
  setRemote(remote, { url: entryUrl, format: 'esm', from: 'vite' });
  registered.set(remote, attempt);
}

/** A remote module's default export; a remote already loaded keeps its registration (shared modules once). */
export async function loadRemoteModule<P extends object>(
  { remote, module }: RemoteModule,
  attempt: number,
): Promise<{ default: ComponentType<P> }> {
  const known = registered.get(remote);
  await registerRemote(remote, known !== undefined && known > attempt ? known : attempt);
  let loaded: unknown;
  try {
    loaded = await getRemote(remote, module);
  } catch (error) {
    // The page's release of this remote is gone and another is live: the page reloads to it.
    if (await reloadedForNewRelease(remote)) return new Promise<never>(() => undefined);
    throw error;
  }
  const component = unwrapDefault(loaded);
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`${remote}/${module} has no component as its default export`);
  }
  return { default: component as ComponentType<P> };
}
