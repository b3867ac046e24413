// The renderer's page cache: a page is kept fresh, then served stale while it renders again; a 404
// is never kept; a failed render is served unrendered and not tried again for a while; a publish
// drops every page.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRemoteSource } from './remotes/remote-source.mjs';
import { createSsrRenderer } from './ssr-renderer.mjs';

// Renders run in the renderer's thread: each is counted in a file beside the entry.
const RENDERS = path.join(mkdtempSync(path.join(tmpdir(), 'ssr-renderer-')), 'renders');
writeFileSync(RENDERS, '');
const ENTRY = `
import { appendFileSync, readFileSync } from 'node:fs';
export async function renderPage({ pathname, template, loadRemote }) {
  appendFileSync(${JSON.stringify(RENDERS)}, '.');
  const renders = readFileSync(${JSON.stringify(RENDERS)}, 'utf8').length;
  if (pathname === '/broken') throw new Error('database down');
  const remote = await loadRemote('marketing');
  return { status: pathname === '/gone' ? 404 : 200, html: template + ' ' + remote.name + ' ' + renders };
}
`;
const renders = () => readFileSync(RENDERS, 'utf8').length;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(cacheMs: number, withTemplate = true, serverEntry = 'export const name = "marketing";') {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-renderer-'));
  mkdirSync(path.join(dir, 'dist'));
  if (withTemplate) writeFileSync(path.join(dir, 'dist/ssr-template.html'), '<div id="root"></div>');
  writeFileSync(path.join(dir, 'entry-server.mjs'), ENTRY);
  const entry = path.join(dir, 'entry-server.mjs');
  const files = { '/remotes.json': JSON.stringify({ ssr: { marketing: `data:text/javascript,${encodeURIComponent(serverEntry)}` } }) };
  const renderer = createSsrRenderer({ entry, root: path.join(dir, 'dist'), remotes: createRemoteSource({ root: path.join(dir, 'dist'), files, entry }), cacheMs });
  // A rendered page's fields (a fallback has none of them: the tests' expectations say which it is).
  const page = async (pathname: string) => (await renderer.render(pathname)) as { status?: number; html?: string; cache?: string };
  return { renderer, page };
}

describe('ssr renderer', () => {
  it('keeps a page fresh, then serves it stale while a fresh copy renders', async () => {
    const { renderer, page } = start(100);
    const first = await page('/');
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(first.html).toContain('<div id="root"></div> marketing');
    expect(await renderer.render('/')).toEqual({ ...first, cache: 'hit' });
    await later(150);
    expect(await renderer.render('/')).toEqual({ ...first, cache: 'stale' });
    await expect.poll(async () => (await page('/')).html).not.toBe(first.html);
  });

  it('never keeps a 404', async () => {
    const { renderer, page } = start(30_000);
    expect((await page('/gone')).cache).toBe('miss');
    expect(await renderer.render('/gone')).toMatchObject({ status: 404, cache: 'miss' });
  });

  it('serves a failed render unrendered, says why, and does not try again at once', async () => {
    const { renderer } = start(30_000);
    const before = renders();
    expect(await renderer.render('/broken')).toEqual({ fallback: 'error', error: new Error('database down') });
    expect(await renderer.render('/broken')).toEqual({ fallback: 'backoff', error: new Error('database down') });
    expect(renders() - before).toBe(1);
  });

  it('names a remote that would not load as the reason', async () => {
    const { renderer } = start(30_000, true, 'throw new Error("HTTP 502");');
    expect(await renderer.render('/')).toMatchObject({ fallback: 'remote', error: new Error('remote marketing: HTTP 502') });
  });

  it('renders afresh after a publish, and every path after the warm-up', async () => {
    const { renderer, page } = start(30_000);
    await renderer.warmUp();
    expect((await page('/')).cache).toBe('hit');
    renderer.forgetPages();
    expect((await page('/')).cache).toBe('miss');
  });

  it('renders nothing without the page template of the build', async () => {
    expect(await start(30_000, false).renderer.render('/')).toEqual({ fallback: 'off' });
  });
});
