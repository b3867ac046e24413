// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preflightMicrophone } from './microphone-preflight.ts';

const stream = (stop = vi.fn()) => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream;

function mockMicrophone(getUserMedia: () => Promise<MediaStream>, { secure = true, policyAllows = true } = {}) {
  vi.stubGlobal('isSecureContext', secure);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(getUserMedia) } });
  Object.defineProperty(document, 'permissionsPolicy', {
    configurable: true,
    value: { allowsFeature: () => policyAllows },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preflightMicrophone', () => {
  it('asks for the microphone within the call and releases the test stream at once', async () => {
    const stop = vi.fn();
    mockMicrophone(async () => stream(stop));
    const pending = preflightMicrophone();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ audio: true });
    await expect(pending).resolves.toBeNull();
    expect(stop).toHaveBeenCalled();
  });

  it('tells a refusal from a missing device', async () => {
    mockMicrophone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    await expect(preflightMicrophone()).resolves.toBe('denied');
    mockMicrophone(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    await expect(preflightMicrophone()).resolves.toBe('missing');
  });

  it('names a page policy that forbids the microphone without asking', async () => {
    mockMicrophone(async () => stream(), { policyAllows: false });
    await expect(preflightMicrophone()).resolves.toBe('blocked-by-page');
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('names an insecure page without asking', async () => {
    mockMicrophone(async () => stream(), { secure: false });
    await expect(preflightMicrophone()).resolves.toBe('insecure-page');
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });
});
