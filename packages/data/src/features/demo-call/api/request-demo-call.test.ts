import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointDemoCallAtStandIn } from '@vaani/supabase-local';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { DEMO_CALL_TIMEOUT_MS, requestDemoCall } from './request-demo-call.ts';

let backend: Backend;
let slowPlatform: Server;

beforeAll(async () => {
  backend = await startBackend();
  // A voice platform that takes longer than the client is willing to wait.
  slowPlatform = createServer((_req, res) => {
    setTimeout(() => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"late"}'), DEMO_CALL_TIMEOUT_MS + 1500);
  });
  await new Promise<void>((resolve) => slowPlatform.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  slowPlatform?.closeAllConnections();
  slowPlatform?.close();
  await backend?.local.stop();
});

describe('requestDemoCall', () => {
  it('waits at most 2500 ms', () => {
    expect(DEMO_CALL_TIMEOUT_MS).toBe(2500);
  });

  it("reports 'success' when the function accepts the request", async () => {
    expect(await requestDemoCall({ name: 'Ravi', phone_number: '+919876543210' })).toEqual({ outcome: 'success' });
  });

  it("reports 'error' when the function refuses it", async () => {
    expect(await requestDemoCall({ name: 'R', phone_number: '+919876543210' })).toEqual({ outcome: 'error' });
  });

  it("reports 'timeout' when the call is still being placed after 2.5 s", async () => {
    const restoreEnv = pointDemoCallAtStandIn(`http://127.0.0.1:${(slowPlatform.address() as AddressInfo).port}`);
    const started = Date.now();
    const result = await requestDemoCall({ name: 'Ravi', phone_number: '+919876543211' });
    expect(result).toEqual({ outcome: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEMO_CALL_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(DEMO_CALL_TIMEOUT_MS + 1000);
    restoreEnv();
  });
});
