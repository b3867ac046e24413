// A local stand-in for the voice platform's REST API, for browser tests of the REAL @vapi-ai/web
// SDK: it answers POST /call/web like the platform (a web call with a room URL) and records each
// request so a test can check what the widget sent. The room URL points at the call servers,
// which tests cannot reach, so the SDK's join fails the way it does offline. It also answers the
// calls @vaani/voice/platform-api adds (credential session, webhook and trigger, metrics, log and
// logs) by echoing what it received, as their shapes are not specified.
//
//   node e2e/support/voice-platform-standin.mjs [--port 54330]
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STANDIN_PORT = 54330;

/** The platform calls answered by echoing the request; the webhook is the one without auth. */
const ECHOED = {
  'POST /credential/session': { status: 201, secured: true },
  'POST /credential/webhook': { status: 201, secured: false },
  'POST /credential/trigger': { status: 201, secured: true },
  'GET /metrics': { status: 200, secured: true },
  'GET /log': { status: 200, secured: true },
  'DELETE /log': { status: 200, secured: true },
  'GET /logs': { status: 200, secured: true },
  'DELETE /logs': { status: 200, secured: true },
};

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
};

/** @returns {Promise<{ url: string, requests: object[], close: () => Promise<void> }>} */
export function startVoicePlatformStandin({ port = STANDIN_PORT } = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...CORS });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    if (req.method === 'GET' && req.url === '/__requests') {
      send(200, requests);
      return;
    }
    if (req.method === 'POST' && req.url === '/call/web') {
      let body = null;
      try {
        body = JSON.parse(text);
      } catch {
        send(400, { message: 'Body must be JSON.' });
        return;
      }
      requests.push({ method: req.method, path: req.url, authorization: req.headers.authorization ?? null, body });
      if (!req.headers.authorization?.startsWith('Bearer ')) {
        send(401, { message: 'Missing bearer token.' });
        return;
      }
      send(201, {
        id: `call_${requests.length}`,
        webCallUrl: 'https://vaani-standin.daily.co/standin-room',
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: 'vapi' } },
      });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://standin');
    const echoed = ECHOED[`${req.method} ${url.pathname}`];
    if (echoed) {
      let body = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          send(400, { message: 'Body must be JSON.', error: 'Bad Request', statusCode: 400 });
          return;
        }
      }
      const query = Object.fromEntries(url.searchParams);
      requests.push({ method: req.method, path: url.pathname, query, authorization: req.headers.authorization ?? null, body });
      if (echoed.secured && !req.headers.authorization?.startsWith('Bearer ')) {
        send(401, { message: 'Missing bearer token.', error: 'Unauthorized', statusCode: 401 });
        return;
      }
      send(echoed.status, { path: url.pathname, query, body });
      return;
    }
    send(404, { message: `No stand-in for ${req.method} ${req.url}` });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0 (tests) takes any free port: the URL names the one the system gave.
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${server.address().port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--port');
  const { url } = await startVoicePlatformStandin({ port: flag > 0 ? Number(process.argv[flag + 1]) : STANDIN_PORT });
  console.log(`voice platform stand-in ready at ${url}`);
}
