// A static file server for the builds deployed as plain files (remotes with CORS, as from a CDN,
// partner and benchmark pages), through host/server/static-files.mjs.
import { createServer } from 'node:http';
import path from 'node:path';
import { requestPath } from '../host/server/request-path.mjs';
import { securityHeaders } from '../host/server/security-headers.mjs';
import { answerOtherMethods, CORS_HEADERS, createStaticFiles, sendFailure, sendNotFound } from '../host/server/static-files.mjs';

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
      if (!serveFile(req, res, requestPath(req.url))) sendNotFound(req, res, base, headers);
    } catch (error) {
      if (sendFailure(req, res, error, headers)) console.error(`serve-static ${req.url?.slice(0, 200)}:`, error);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port }, () => {
      resolve({ server, port: server.address().port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
