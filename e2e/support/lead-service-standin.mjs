// A stand-in for the lead service (the Google Sheets endpoint the lead pipeline forwards to), for
// the browser suites: `npm start` under test forwards there (playwright.config.ts). It records what
// arrives and answers the status a test sets, so a test can take the target down and bring it back.
//   POST /save_lead   a forwarded lead: recorded, answered with the current status
//   POST /status      {"status": 503}: the status to answer from now on
//   GET  /received    every recorded lead: [{ key, status, body }]
// It also stands in for Cloudflare Turnstile's siteverify, which save_lead and demo-call ask under
// test (TURNSTILE_VERIFY_URL in playwright.config.ts), as Cloudflare answers: a token is good once.
//   POST /turnstile/siteverify    form fields secret, response, remoteip
//   GET  /turnstile/received      every token asked about: [{ secret, response }]
import { createServer } from 'node:http';
import { URLSearchParams } from 'node:url';
import { TURNSTILE_PASSING_TOKEN_PREFIX, TURNSTILE_TEST_SECRET } from './turnstile-test-keys.mjs';

export const LEAD_SERVICE_PORT = 5189;

let status = 200;
const received = [];
const verified = [];

/** Cloudflare's answer for one siteverify request. */
function siteverify({ secret, response }) {
  const reused = verified.some((earlier) => earlier.response === response);
  verified.push({ secret, response });
  if (secret !== TURNSTILE_TEST_SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (reused) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  return String(response).startsWith(TURNSTILE_PASSING_TOKEN_PREFIX) ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] };
}

const server = createServer((req, res) => {
  let text = '';
  req.setEncoding('utf8').on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    const reply = (code, body) => res.writeHead(code, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && req.url === '/save_lead') {
      received.push({ key: req.headers['idempotency-key'] ?? null, status, body: JSON.parse(text || 'null') });
      reply(status, status < 300 ? { ok: true } : { message: 'lead service down' });
    } else if (req.method === 'POST' && req.url === '/status') {
      status = Number(JSON.parse(text).status);
      reply(200, { status });
    } else if (req.method === 'POST' && req.url === '/turnstile/siteverify') {
      reply(200, siteverify(Object.fromEntries(new URLSearchParams(text))));
    } else if (req.method === 'GET' && req.url === '/turnstile/received') reply(200, verified);
    else if (req.method === 'GET' && req.url === '/received') reply(200, received);
    else reply(404, { message: 'not found' });
  });
});

server.listen(LEAD_SERVICE_PORT, '127.0.0.1', () => console.log(`lead service stand-in on ${LEAD_SERVICE_PORT}`));
