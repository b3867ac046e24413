// The embed from the widget's releases, once one is live: /embed.js is the live release's loader,
// cached 5 minutes (static-files.mjs), so partner pages take a promote up within that; a file
// under /embed-assets/ comes from the live release or, for a partner page still running an older
// loader, from any kept release (their names are content-hashed: one name is one file in all).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { VERSION } from '../releases.mjs';
import { createStaticFiles } from '../static-files.mjs';

/**
 * @param {{ dir: string, live: () => Record<string, { version: string }>, headers: Record<string, string> }} options
 *   dir: the releases' folder; live: the live releases; headers: added to every file served
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, urlPath: string) => boolean}
 *   serves the embed's file at `urlPath` and answers true, or false to leave it to the widget's plain build
 */
export function createReleasedEmbed({ dir, live, headers }) {
  const serve = createStaticFiles({ root: dir, headers });
  const widget = path.join(dir, 'widget');
  return (req, res, urlPath) => {
    const current = live().widget?.version;
    if (!current) return false;
    if (urlPath === '/embed.js') return serve(req, res, `/widget/${current}/embed.js`);
    if (!urlPath.startsWith('/embed-assets/')) return false;
    const kept = readdirSync(widget).filter((version) => VERSION.test(version) && version !== current);
    const holder = [current, ...kept].find((version) => existsSync(path.join(widget, version, urlPath)));
    return holder !== undefined && serve(req, res, `/widget/${holder}${urlPath}`);
  };
}
