// The partner demo pages: plain static HTML on ports of their own, embedding the widget with one
// script tag from the site (5173), served by `npm start`. The hostile page also runs its own React 18, served
// from the fixture workspace's node_modules, as a partner site built on an older React would.
import { readdirSync } from 'node:fs';
import { startStaticServer } from './serve-static.mjs';

export const PARTNER_PAGES = [
  { port: 5180, page: 'partner.html' },
  { port: 5181, page: 'hostile.html' },
];
export const PARTNER_URL = `http://localhost:${PARTNER_PAGES[0].port}/`;
export const HOSTILE_URL = `http://localhost:${PARTNER_PAGES[1].port}/`;

const DEMO_DIR = 'widget/demo';
const REACT_18 = 'e2e/fixtures/partner-react-18/node_modules';

/** Serves one page at '/' (a '/' mount matches every path, so the folder's other files go first). */
export function startPartnerPage({ port, page }) {
  const demoFiles = readdirSync(DEMO_DIR).map((file) => [`/${file}`, `${DEMO_DIR}/${file}`]);
  const mounts = Object.fromEntries([
    ['/vendor/react.js', `${REACT_18}/react/umd/react.production.min.js`],
    ['/vendor/react-dom.js', `${REACT_18}/react-dom/umd/react-dom.production.min.js`],
    ...demoFiles,
    ['/', `${DEMO_DIR}/${page}`],
  ]);
  return startStaticServer({ root: DEMO_DIR, port, mounts });
}
