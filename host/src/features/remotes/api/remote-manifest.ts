// Remote entry URLs come from /remotes.json at run time, so a remote ships without rebuilding the
// host. A served page keeps the manifest it was rendered with, whatever was promoted since
// (docs/releasing.md).
import { RENDERED_REMOTES_ID } from '@vaani/remotes';
import type { RemoteName } from '../../../routes/route-table.ts';

/** Entry URLs by remote; `widget` is the elements' federated build (load-site-elements.ts). */
export type RemoteManifest = Partial<Record<RemoteName | 'widget', string>>;

/** How soon after a reload for a new release another may happen: a broken release never loops. */
const RELOAD_INTERVAL_MS = 60_000;
const RELOADED_AT = 'vaani.release-reload';

let manifest: Promise<RemoteManifest> | undefined;

const fetchManifest = () =>
  fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
    return response.json() as Promise<RemoteManifest>;
  });

function renderedManifest(): RemoteManifest | undefined {
  const block = document.getElementById(RENDERED_REMOTES_ID)?.textContent;
  return block ? (JSON.parse(block) as RemoteManifest) : undefined;
}

export function loadRemoteManifest(): Promise<RemoteManifest> {
  const rendered = renderedManifest();
  manifest ??= (rendered ? Promise.resolve(rendered) : fetchManifest()).catch((error: unknown) => {
    // A failed manifest fetch must not stick: the next Retry asks again.
    manifest = undefined;
    throw error;
  });
  return manifest;
}

/** Reloads the page to what is live now, at most once a minute; false: the caller shows its fallback. */
export function reloadToLiveRelease(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_INTERVAL_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

/** After a remote failed to load: reloads if another release of it is live (the page's may be gone). */
export async function reloadedForNewRelease(remote: RemoteName): Promise<boolean> {
  try {
    const [mine, live] = await Promise.all([loadRemoteManifest(), fetchManifest()]);
    return mine[remote] !== live[remote] && reloadToLiveRelease();
  } catch {
    return false;
  }
}
