import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { getWidgetSecrets } from './get-widget-secrets.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.local.stop());

describe('getWidgetSecrets', () => {
  it('loads the public web key and agent id', async () => {
    process.env.VAPI_PUBLIC_KEY = 'public-key';
    process.env.VAPI_AGENT_ID = 'agent-7';
    expect(await getWidgetSecrets()).toEqual({ apiKey: 'public-key', agentId: 'agent-7' });
  });

  it('gives empty values when the platform is not configured', async () => {
    delete process.env.VAPI_PUBLIC_KEY;
    delete process.env.VAPI_AGENT_ID;
    expect(await getWidgetSecrets()).toEqual({ apiKey: '', agentId: '' });
  });

  it('gives empty values when the function cannot be reached', async () => {
    process.env.VAPI_PUBLIC_KEY = 'public-key';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await backend.local.stop();
    expect(await getWidgetSecrets()).toEqual({ apiKey: '', agentId: '' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
