// Admin upload figures: a 50 MB video sent with the TUS resumable protocol (tus-js-client, the
// admin's own settings: 6 MB chunks, retries) to a fresh local server, and the same upload with
// the connection cut at 60% and restored a second later: it must resume from the stored offset,
// not restart. A TCP relay between client and server does the cutting. Printed with budgets.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Upload } from 'tus-js-client';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(ROOT, 'packages/supabase-local/bin/supabase-local.mjs');
const PORT = 54392;
const RELAY_PORT = 54393;
const SIZE = 50 * 1024 * 1024;
const CHUNK = 6 * 1024 * 1024;
const ADMIN = { email: 'bench-admin@vaani.local', password: 'bench-admin-password-1' };
const BUDGET_MS = 15_000;

async function waitForHealth(url, child) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/** Forwards to the server and counts client bytes; cut() drops every connection for a while. */
function startRelay() {
  const sockets = new Set();
  let refusing = false;
  const relay = {
    sent: 0,
    cut(forMs) {
      refusing = true;
      for (const socket of sockets) socket.destroy();
      setTimeout(() => (refusing = false), forMs);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
  const server = net.createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = net.connect(PORT, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => (relay.sent += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return new Promise((resolve) => server.listen(RELAY_PORT, '127.0.0.1', () => resolve(relay)));
}

function upload(endpoint, token, anonKey, data, name, onProgress) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const offsets = [];
    const tus = new Upload(data, {
      endpoint,
      chunkSize: CHUNK,
      retryDelays: [0, 1000, 3000, 5000],
      uploadDataDuringCreation: true,
      headers: { authorization: `Bearer ${token}`, apikey: anonKey, 'x-upsert': 'false' },
      metadata: { bucketName: 'videos', objectName: `general/${name}`, contentType: 'video/mp4', cacheControl: '3600' },
      onProgress: (sent, total) => onProgress?.(sent / total),
      onChunkComplete: (_size, accepted) => offsets.push(accepted),
      onSuccess: () => resolve({ ms: performance.now() - started, offsets }),
      onError: reject,
    });
    tus.start();
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const env = { ...process.env, SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_LOCAL_PORT: String(PORT), DATABASE_URL: '' };
const server = spawn(process.execPath, [BIN, 'start'], { env, stdio: 'ignore' });
const url = `http://127.0.0.1:${PORT}`;
let relay;
try {
  await waitForHealth(url, server);
  spawnSync(process.execPath, [BIN, 'create-admin', ADMIN.email, ADMIN.password], { env, stdio: 'ignore' });
  const { anonKey } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token: token } = await signIn.json();
  const video = randomBytes(SIZE);

  const straight = await upload(`${url}/storage/v1/upload/resumable`, token, anonKey, video, 'straight.mp4');
  const mbps = (SIZE / 1024 / 1024 / (straight.ms / 1000)).toFixed(1);
  console.log(`  50 MB video upload (TUS, 6 MB chunks)   ${straight.ms.toFixed(0)} ms (${mbps} MB/s)   budget ≤ ${BUDGET_MS} ms on loopback   ${straight.ms <= BUDGET_MS ? '✔' : '✖'}`);

  relay = await startRelay();
  let cutDone = false;
  const cutAt = await new Promise((resolve, reject) => {
    let cutOffset = 0;
    upload(`http://127.0.0.1:${RELAY_PORT}/storage/v1/upload/resumable`, token, anonKey, video, 'interrupted.mp4', (fraction) => {
      if (!cutDone && fraction >= 0.6) {
        cutDone = true;
        cutOffset = fraction;
        relay.cut(1000);
      }
    }).then((result) => resolve({ ...result, cutOffset }), reject);
  });
  const resent = relay.sent - SIZE;
  const restartedFromZero = relay.sent >= SIZE * 1.5;
  const stored = await fetch(`${url}/storage/v1/object/public/videos/general/interrupted.mp4`).then((r) => r.arrayBuffer());
  const intact = Buffer.from(stored).equals(video);
  console.log(
    `  connection cut at ${(cutAt.cutOffset * 100).toFixed(0)}%, back after 1 s       finished in ${cutAt.ms.toFixed(0)} ms; ` +
      `bytes sent ${(relay.sent / 1024 / 1024).toFixed(1)} MB for a 50 MB file (re-sent ${(Math.max(resent, 0) / 1024 / 1024).toFixed(1)} MB, ` +
      `budget < one 6 MB chunk)   ${!restartedFromZero && resent < CHUNK + 1024 * 1024 ? '✔ resumed' : '✖ restarted'}; stored file intact: ${intact ? '✔' : '✖'}`,
  );
  if (restartedFromZero || !intact) process.exitCode = 1;
} finally {
  await relay?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
