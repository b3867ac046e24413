// Admin upload figures: a 50 MB video sent with TUS (the admin's tus-js-client settings) to a
// fresh local stack, and again with the connection cut at 60% by a TCP relay and restored a second
// later: it must resume from the stored offset, not restart.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { Upload } from 'tus-js-client';
import { withBenchStack } from './support/stack.mjs';

const SIZE = 50 * 1024 * 1024;
const CHUNK = 6 * 1024 * 1024;
const BUDGET_MS = 15_000;

/** Forwards to the gateway on `port` and counts client bytes; cut() drops every connection for a while. */
function startRelay(port) {
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
    const upstream = net.connect(port, '127.0.0.1');
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
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(Object.assign(relay, { url: `http://127.0.0.1:${server.address().port}` }))));
}

function upload(endpoint, token, anonKey, data, name, onProgress) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const tus = new Upload(data, {
      endpoint,
      chunkSize: CHUNK,
      retryDelays: [0, 1000, 3000, 5000],
      uploadDataDuringCreation: true,
      headers: { authorization: `Bearer ${token}`, apikey: anonKey, 'x-upsert': 'false' },
      metadata: { bucketName: 'videos', objectName: `general/${name}`, contentType: 'video/mp4', cacheControl: '3600' },
      onProgress: (sent, total) => onProgress?.(sent / total),
      onSuccess: () => resolve({ ms: performance.now() - started }),
      onError: reject,
    });
    tus.start();
  });
}

await withBenchStack('upload', async (stack) => {
  const { url, anonKey } = stack;
  const { token } = (await stack.staff('bench-admin@vaani.local', 'admin')).as;
  const video = randomBytes(SIZE);

  const straight = await upload(`${url}/storage/v1/upload/resumable`, token, anonKey, video, 'straight.mp4');
  const mbps = (SIZE / 1024 / 1024 / (straight.ms / 1000)).toFixed(1);
  console.log(`  50 MB video upload (TUS, 6 MB chunks)   ${straight.ms.toFixed(0)} ms (${mbps} MB/s)   budget ≤ ${BUDGET_MS} ms on loopback   ${straight.ms <= BUDGET_MS ? '✔' : '✖'}`);

  const relay = await startRelay(stack.ports.api);
  let cutDone = false;
  const cutAt = await new Promise((resolve, reject) => {
    let cutOffset = 0;
    upload(`${relay.url}/storage/v1/upload/resumable`, token, anonKey, video, 'interrupted.mp4', (fraction) => {
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
  await relay.close();
});
