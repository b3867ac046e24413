// The remote source: which remotes.json counts, and a remote's server entry fetched, imported once
// per content, and asked again with its ETag.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteSource } from './remote-source.mjs';

let server: Server;
let origin = '';
let code = 'export const release = 1;';
const requests: { etag?: string; status: number }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/down.mjs') {
      res.writeHead(500).end();
      return;
    }
    const etag = `"${code.length}-${code.at(-2)}"`;
    const status = req.headers['if-none-match'] === etag ? 304 : 200;
    requests.push({ etag: req.headers['if-none-match'], status });
    res.writeHead(status, { ETag: etag, 'Content-Type': 'text/javascript' }).end(status === 200 ? code : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function build(manifest: object) {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-source-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dir, 'dist/remotes.json'), JSON.stringify(manifest));
  return { root: path.join(dir, 'dist'), entry: path.join(dir, 'dist-server/entry-server.mjs') };
}

describe('remote source', () => {
  it("reads the build's remotes.json, unless one is given at serve time", () => {
    const { root } = build({ marketing: 'http://a/remoteEntry.js' });
    expect(createRemoteSource({ root }).manifest()).toEqual({ marketing: 'http://a/remoteEntry.js' });
    const given = createRemoteSource({ root, files: { '/remotes.json': '{"marketing":"http://b/remoteEntry.js"}' } });
    expect(given.manifest()).toEqual({ marketing: 'http://b/remoteEntry.js' });
    expect(given.version()).toBe('given');
  });

  it('imports a server entry once per content: asked again with its ETag, imported afresh once it changed', async () => {
    const source = createRemoteSource(build({ ssr: { marketing: `${origin}/entry.mjs` } }));
    const signal = AbortSignal.timeout(5000);
    expect(source.serverEntryNames()).toEqual(['marketing']);
    const first = await source.loadServerEntry('marketing', signal);
    expect(first.release).toBe(1);
    expect(await source.loadServerEntry('marketing', signal)).toBe(first);
    expect(requests.at(-1)).toMatchObject({ status: 304 });
    code = 'export const release = 2;';
    expect((await source.loadServerEntry('marketing', signal)).release).toBe(2);
    expect(await source.loadServerEntry('forms', signal)).toBeUndefined();
  });

  it('rejects when a server entry cannot be fetched', async () => {
    const source = createRemoteSource(build({ ssr: { forms: `${origin}/down.mjs` } }));
    await expect(source.loadServerEntry('forms', AbortSignal.timeout(5000))).rejects.toThrow('HTTP 500');
  });
});
