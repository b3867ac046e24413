// Live releases as page servers serve them: two instances over one releases folder both serve a
// promote within 5 s, in the rendered HTML and in the remotes.json the page names; a record naming
// a release that does not fit the host, or a server entry that is not the one its release.json
// names, is not loaded, with a log line saying which, and the page is still served.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedVersions } from '@vaani/build';
import { startPageServer } from '../page-server.mjs';
import { build, SUPABASE } from '../testing/fake-build.ts';

const host = sharedVersions('host');
const releasesDir = mkdtempSync(path.join(tmpdir(), 'live-releases-'));
const warnings: string[] = [];
let servers: Awaited<ReturnType<typeof startPageServer>>[] = [];

// A host entry whose home page shows what the marketing remote's server entry says.
const HOST_ENTRY = `
export async function renderPage({ pathname, loadRemote }) {
  if (pathname !== '/') throw new Error('not rendered here');
  const marketing = await loadRemote('marketing');
  return { status: 200, html: '<head></head><p>' + marketing.text + '</p>' };
}`;

function release(version: string, text: string, { shared = host, tampered = false } = {}) {
  const folder = path.join(releasesDir, 'marketing', version);
  mkdirSync(path.join(folder, 'server'), { recursive: true });
  const code = `export const text = ${JSON.stringify(text)};`;
  writeFileSync(path.join(folder, 'server/entry.mjs'), tampered ? `${code} export const extra = 1;` : code);
  const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
  const entries = { server: { file: 'server/entry.mjs', integrity } };
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ remote: 'marketing', version, commit: 'test', builtAt: new Date().toISOString(), shared, entries }));
}

/** A release of the embed: its loader and one content-hashed view chunk of its own. */
function embedRelease(version: string, n: number) {
  const folder = path.join(releasesDir, 'widget', version);
  mkdirSync(path.join(folder, 'embed-assets'), { recursive: true });
  writeFileSync(path.join(folder, 'embed.js'), `/* loader ${n} */`);
  writeFileSync(path.join(folder, `embed-assets/view-${String(n).repeat(8)}.js`), `/* view ${n} */`);
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ remote: 'widget', version, commit: 'test', builtAt: new Date().toISOString(), shared: host, entries: {} }));
}

function promote(version: string, remote = 'marketing') {
  const { status, stderr } = spawnSync('node', ['scripts/release.mjs', 'promote', remote, version], { encoding: 'utf8', env: { ...process.env, RELEASES_DIR: releasesDir } });
  expect(stderr).toBe('');
  expect(status).toBe(0);
}

const home = async (server: (typeof servers)[number]) => (await fetch(`http://localhost:${server.port}/`)).text();

beforeAll(async () => {
  const dist = build();
  writeFileSync(path.join(dist, '../dist-server/entry-server.mjs'), HOST_ENTRY);
  writeFileSync(path.join(dist, 'shared.json'), JSON.stringify(host));
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ marketing: 'http://localhost:5174/assets/remoteEntry.js', ssr: { marketing: 'http://localhost:5174/server/entry.mjs' } }));
  release('aaaaaaaaaaa1', 'Release one');
  release('aaaaaaaaaaa2', 'Release two');
  release('ccccccccccc3', 'Built on React 18', { shared: { ...host, react: { version: '18.3.1', range: '^18.3.1' } } });
  release('ddddddddddd4', 'Changed after it was released', { tampered: true });
  promote('aaaaaaaaaaa1');
  embedRelease('eeeeeeeeeee1', 1);
  embedRelease('eeeeeeeeeee2', 2);
  promote('eeeeeeeeeee1', 'widget');
  const start = () =>
    startPageServer({
      root: dist,
      port: 0,
      supabase: { url: SUPABASE },
      ssr: { entry: path.join(dist, '../dist-server/entry-server.mjs'), cacheMs: 30_000 },
      releases: { source: releasesDir },
      // What it says: its warnings, and why a page was served for the browser to render.
      logger: pino({ level: 'info' }, { write: (line: string) => void warnings.push(JSON.parse(line).renderError ?? JSON.parse(line).msg) }),
    });
  servers = [await start(), await start()];
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

describe('live releases', () => {
  it('two page servers both serve a promote within 5 s, and each page names the release it was rendered with', async () => {
    for (const server of servers) {
      const html = await home(server);
      expect(html).toContain('<p>Release one</p>');
      expect(html).toContain('"marketing":"/releases/marketing/aaaaaaaaaaa1/assets/remoteEntry.js"');
    }
    promote('aaaaaaaaaaa2');
    const promotedAt = Date.now();
    for (const server of servers) await expect.poll(() => home(server), { timeout: 5000, interval: 100 }).toContain('<p>Release two</p>');
    expect(Date.now() - promotedAt).toBeLessThan(5000);
    const manifest = await (await fetch(`http://localhost:${servers[0]?.port}/remotes.json`)).json();
    expect(manifest.marketing).toBe('/releases/marketing/aaaaaaaaaaa2/assets/remoteEntry.js');
  });

  it('does not load a release forced into the record that does not fit the host, and says which', async () => {
    writeFileSync(path.join(releasesDir, 'marketing/live.json'), JSON.stringify({ version: 'ccccccccccc3', before: ['aaaaaaaaaaa2'] }));
    await expect.poll(() => warnings.join('\n'), { timeout: 5000 }).toContain('release marketing ccccccccccc3 not loaded, aaaaaaaaaaa2 stays live: react: the host has');
    for (const server of servers) expect(await home(server)).toContain('<p>Release two</p>');
  });

  it('never imports a server entry that is not the file its release.json names: the page is served for the browser to render', async () => {
    promote('ddddddddddd4');
    const served: { status: number; html: string }[] = [];
    const refusal = 'release marketing ddddddddddd4: server/entry.mjs does not match the hash in its release.json, not loaded';
    await expect
      .poll(
        async () => {
          const page = await fetch(`http://localhost:${servers[0]?.port}/`);
          served.push({ status: page.status, html: await page.text() });
          return warnings.join('\n');
        },
        { timeout: 4000, interval: 200 },
      )
      .toContain(refusal);
    expect(served.at(-1)?.status).toBe(200);
    expect(served.map(({ html }) => html).join()).not.toContain('Changed after it was released');
  });

  it('serves the live embed, cached 5 minutes, and keeps the chunks of the release before for partner pages that loaded it', async () => {
    const site = `http://localhost:${servers[0]?.port}`;
    const loader = await fetch(`${site}/embed.js`);
    expect(await loader.text()).toBe('/* loader 1 */');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    promote('eeeeeeeeeee2', 'widget');
    await expect.poll(async () => (await fetch(`${site}/embed.js`)).text(), { timeout: 5000, interval: 100 }).toBe('/* loader 2 */');
    const before = await fetch(`${site}/embed-assets/view-11111111.js`);
    expect([before.status, await before.text(), before.headers.get('cache-control')]).toEqual([200, '/* view 1 */', 'public, max-age=31536000, immutable']);
    expect(await (await fetch(`${site}/embed-assets/view-22222222.js`)).text()).toBe('/* view 2 */');
  });
});
