import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TURNSTILE_SCRIPT_URL, type TurnstileApi } from './turnstile-tokens.ts';

type Params = Record<string, (value?: string) => void>;
let renderedInto: HTMLElement | undefined;

/** A scripted window.turnstile: hands out tok-1, tok-2… on execute, when `answers` says so. */
function fakeTurnstile(answers: { token: boolean } = { token: true }) {
  const calls: string[] = [];
  let params: Params = {};
  let issued = 0;
  const api: TurnstileApi = {
    render: (container, given) => {
      renderedInto = container;
      params = given as Params;
      calls.push('render');
      return 'widget-1';
    },
    execute: () => {
      calls.push('execute');
      if (answers.token) queueMicrotask(() => params.callback?.(`tok-${(issued += 1)}`));
    },
    reset: () => void calls.push('reset'),
    remove: () => void calls.push('remove'),
  };
  return { api, calls, params: () => params };
}

// A fresh module each time: the script is loaded once per page.
const load = async () => (await import('./turnstile-tokens.ts')).turnstileTokens;
const soon = (ms = 1000) => performance.now() + ms;

beforeEach(() => {
  vi.resetModules();
  delete window.turnstile;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});
afterEach(() => vi.useRealTimers());

describe('Turnstile tokens for a lead form', () => {
  it('renders one invisible widget and hands over a fresh token per request', async () => {
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    const tokens = (await load())('site-key-1');
    expect(await tokens.take(soon())).toBe('tok-1');
    expect(await tokens.take(soon())).toBe('tok-2');
    expect(fake.params()).toMatchObject({ sitekey: 'site-key-1', execution: 'execute', 'response-field': false });
    expect(fake.calls).toEqual(['render', 'execute', 'reset', 'execute', 'reset', 'execute']);
    tokens.dispose();
    expect(fake.calls.at(-1)).toBe('remove');
  });

  it('loads Cloudflare’s script only when asked, once, and gives no token when it fails to load', async () => {
    const turnstileTokens = await load();
    expect(document.querySelector('script')).toBeNull();
    const first = turnstileTokens('site-key-1');
    turnstileTokens('site-key-1');
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script');
    expect([...scripts].map((script) => script.src)).toEqual([TURNSTILE_SCRIPT_URL]);
    const taken = first.take(soon(60_000));
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(taken).resolves.toBeUndefined();
    // Later requests do not wait for it either.
    await expect(first.take(soon(60_000))).resolves.toBeUndefined();
    // The next form tries again.
    expect(document.querySelector('script')).toBeNull();
    turnstileTokens('site-key-1');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('gives no token when Cloudflare reports an error', async () => {
    const fake = fakeTurnstile({ token: false });
    window.turnstile = fake.api;
    const tokens = (await load())('site-key-1');
    await vi.waitFor(() => expect(fake.calls).toContain('execute'));
    const taken = tokens.take(soon(60_000));
    fake.params()['error-callback']?.('600010');
    await expect(taken).resolves.toBeUndefined();
  });

  it('gives up at the deadline, and a token that comes later serves the next request', async () => {
    const answers = { token: false };
    const fake = fakeTurnstile(answers);
    window.turnstile = fake.api;
    const tokens = (await load())('site-key-1');
    await vi.waitFor(() => expect(fake.calls).toContain('execute'));
    const started = performance.now();
    await expect(tokens.take(soon(50))).resolves.toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    fake.params().callback?.('late-token');
    expect(await tokens.take(soon())).toBe('late-token');
  });

  it('drops an expired token and asks for a new one', async () => {
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    const tokens = (await load())('site-key-1');
    await vi.waitFor(() => expect(fake.calls).toEqual(['render', 'execute']));
    await Promise.resolve();
    fake.params()['expired-callback']?.();
    expect(await tokens.take(soon())).toBe('tok-2');
  });

  it('keeps its widget in an off-screen box of the page until the requests waiting for a token have theirs', async () => {
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    const tokens = (await load())('site-key-1');
    expect(await tokens.take(soon())).toBe('tok-1');
    expect(renderedInto?.parentElement).toBe(document.body);
    // The demo-call dialog takes a second token, then moves on to its success view at once.
    const second = tokens.take(soon());
    tokens.dispose();
    expect(renderedInto?.isConnected).toBe(true);
    expect(await second).toBe('tok-2');
    expect(renderedInto?.isConnected).toBe(false);
    expect(fake.calls.at(-1)).toBe('remove');
  });
});
