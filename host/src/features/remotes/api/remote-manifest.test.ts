// Which remotes.json a page loads its remotes with: the one its served HTML names (the release it
// was rendered with), whatever /remotes.json says after a promote; a page without one fetches it.
import { afterEach, describe, expect, it, vi } from 'vitest';

const RENDERED = { marketing: '/releases/marketing/aaaaaaaaaaa1/assets/remoteEntry.js' };
const LIVE = { marketing: '/releases/marketing/aaaaaaaaaaa2/assets/remoteEntry.js' };

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the remotes manifest', () => {
  it('is the one the served page names, not the one live now', async () => {
    document.head.innerHTML = `<script type="application/json" id="vaani-remotes">${JSON.stringify(RENDERED)}</script>`;
    const fetchLive = vi.fn(async () => new Response(JSON.stringify(LIVE)));
    vi.stubGlobal('fetch', fetchLive);
    const { loadRemoteManifest } = await import('./remote-manifest.ts');
    expect(await loadRemoteManifest()).toEqual(RENDERED);
    expect(fetchLive).not.toHaveBeenCalled();
  });

  it('is fetched from /remotes.json on a page the server did not render', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(LIVE))));
    const { loadRemoteManifest } = await import('./remote-manifest.ts');
    expect(await loadRemoteManifest()).toEqual(LIVE);
  });
});
