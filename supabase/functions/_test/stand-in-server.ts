// Test-only HTTP stand-in for an external service (the voice platform, the lead service): records
// every request and answers with scripted statuses.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandIn {
  url: string;
  requests: RecordedRequest[];
  /** Statuses for the next requests, in order; once used up every request gets `fallback`. */
  script(statuses: number[], fallback?: number, body?: unknown): void;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  let queue: number[] = [];
  let fallbackStatus = 200;
  let responseBody: unknown = {};
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      const status = queue.shift() ?? fallbackStatus;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? responseBody : { message: 'scripted failure' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    script(statuses, fallback = 200, body = {}) {
      queue = [...statuses];
      fallbackStatus = fallback;
      responseBody = body;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
