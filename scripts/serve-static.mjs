// A static file server for the builds deployed as plain files (remotes with CORS, as from a CDN,
// partner and benchmark pages), through host/server/static-files.mjs.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RequestPathError, requestPath } from '../host/server/request-path.mjs';
import { securityHeaders } from '../host/server/security-headers.mjs';
import { answerOtherMethods, CORS_HEADERS, createStaticFiles, HTML, sendBody, TEXT } from '../host/server/static-files.mjs';

/**
 * @param {{ root: string, port: number, cors?: boolean, mounts?: Record<string, string> }} options
 *   mounts: URL prefix → file or directory served from elsewhere (the widget build). Every interface
 *   is bound, so both 127.0.0.1 and ::1 answer for localhost.
 */
export function startStaticServer({ root, port, cors = false, mounts = {} }) {
  const base = path.resolve(root);
  const headers = { ...(cors ? CORS_HEADERS : {}), ...securityHeaders('/') };
  const serveFile = createStaticFiles({ root: base, mounts, headers });

  const server = createServer((req, res) => {
    try {
      if (answerOtherMethods(req, res, headers, { cors })) return;
      if (serveFile(req, res, requestPath(req.url))) return;
      const notFound = path.join(base, '404.html');
      const hasPage = existsSync(notFound);
      sendBody(req, res, 404, hasPage ? HTML : TEXT, hasPage ? readFileSync(notFound) : Buffer.from('Not Found'), headers);
    } catch (error) {
      if (error instanceof RequestPathError) sendBody(req, res, error.status, TEXT, Buffer.from(error.message), headers);
      else {
        console.error(`serve-static ${req.url?.slice(0, 200)}:`, error);
        if (!res.headersSent) sendBody(req, res, 500, TEXT, Buffer.from('Internal Server Error'), headers);
        else res.destroy();
      }
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port }, () => {
      resolve({ server, port: server.address().port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
