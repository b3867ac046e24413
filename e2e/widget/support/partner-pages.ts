// The partner pages are served by `npm start` (scripts/start.mjs); when the test run reuses a
// server started without them, the tests serve them from here, the same way start.mjs does.
import { connect } from 'node:net';
import { PARTNER_PAGES, startPartnerPage } from '../../../scripts/partner-pages.mjs';

export const PARTNER_URL = 'http://localhost:5180/';
export const HOSTILE_URL = 'http://localhost:5181/';

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
  started ??= Promise.all(
    PARTNER_PAGES.map(async (partnerPage) => {
      if (!(await listening(partnerPage.port))) await startPartnerPage(partnerPage);
    }),
  );
  return started;
}
