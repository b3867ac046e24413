// The thread pages render in (ssr-renderer.mjs), with the host's server entry and the remotes' of
// the releases live when it started; every call into the host entry runs here, so the server's own
// thread never loads the app. Node never frees an imported module: ending the thread on a promote
// keeps memory bounded however many releases ship.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { RENDERED_REMOTES_ID } from '@vaani/remotes';
import { createRemoteSource } from './remotes/remote-source.mjs';

const { releases, template } = workerData;
const remotes = createRemoteSource({ ...workerData, releases: releases && { source: releases.source, live: () => releases.live } });
let host;
const message = (error) => (error instanceof Error ? error.message : String(error));

/** A remote that would not load is the fallback's reason, whatever the host entry made of it. */
const loadRemote = (name, signal) =>
  remotes.loadServerEntry(name, signal).catch((error) => {
    throw Object.assign(new Error(`remote ${name}: ${message(error)}`), { reason: 'remote' });
  });

const loadHost = () => (host ??= import(pathToFileURL(path.resolve(workerData.entry)).href));

const calls = {
  /** The host entry's exports: each value as it is, and which are functions (called through `entry`). */
  async exports() {
    return Object.fromEntries(Object.entries(await loadHost()).map(([name, value]) => [name, typeof value === 'function' ? { isFunction: true } : { value }]));
  },
  /** The host entry's function `name` with `args` and, last, an AbortSignal of `deadlineMs`. */
  async entry({ name, args, deadlineMs }) {
    return (await loadHost())[name](...args, AbortSignal.timeout(deadlineMs));
  },
  /** The host entry's renderPage at `pathname`, given up after `deadlineMs`. */
  async render({ pathname, deadlineMs }) {
    const signal = AbortSignal.timeout(deadlineMs);
    const { renderPage } = await loadHost();
    const rendered = await renderPage({ pathname, template, signal, loadRemote: (name) => loadRemote(name, signal) });
    // The page names the remotes.json it was rendered with (a data block, never run, so no CSP
    // hash), and the browser hydrates with those builds, whatever was promoted since (remote-manifest.ts).
    const named = `<script type="application/json" id="${RENDERED_REMOTES_ID}">${JSON.stringify(remotes.manifest()).replace(/</g, '\\u003c')}</script>`;
    return rendered && { ...rendered, html: rendered.html.replace('</head>', () => `${named}</head>`) };
  },
  /** Why each remote's server entry does not load, by remote (empty when all do). */
  async loadRemotes({ deadlineMs }) {
    const signal = AbortSignal.timeout(deadlineMs);
    const failed = await Promise.all(remotes.serverEntryNames().map((name) => remotes.loadServerEntry(name, signal).then(() => [], (error) => [[name, message(error)]])));
    return Object.fromEntries(failed.flat());
  },
};

parentPort.on('message', async ({ call, args, port }) => {
  try {
    port.postMessage({ result: await calls[call](args) });
  } catch (error) {
    port.postMessage({ error: message(error), reason: error?.reason });
  }
});
