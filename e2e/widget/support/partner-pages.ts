// The partner pages are served by `npm start` (scripts/start.mjs); when the test run reuses a
// server started without them, the tests serve them from here, the same way start.mjs does.
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { startStaticServer } from '../../../scripts/serve-static.mjs';

export const PARTNER_URL = 'http://localhost:5180/';
export const HOSTILE_URL = 'http://localhost:5181/';

const PAGES: [number, string][] = [
  [5180, 'partner.html'],
  [5181, 'hostile.html'],
];

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

let started: Promise<unknown> | undefined;

export function ensurePartnerPages(): Promise<unknown> {
  const demoFiles = readdirSync('widget/demo').map((file) => [`/${file}`, `widget/demo/${file}`]);
  started ??= Promise.all(
    PAGES.map(async ([port, page]) => {
      if (await listening(port)) return;
      const mounts = Object.fromEntries([...demoFiles, ['/', `widget/demo/${page}`]]);
      await startStaticServer({ root: 'widget/demo', port, quiet: true, mounts });
    }),
  );
  return started;
}
