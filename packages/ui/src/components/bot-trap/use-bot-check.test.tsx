import { act, fireEvent, render, screen } from '@testing-library/react';
import type { LeadChecks } from '@vaani/validation';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPED_EARLY_PROPERTY } from '../../server/hydration-names.ts';
import { TURNSTILE_WAIT_MS, useBotCheck } from './use-bot-check.tsx';

/** A lead form that hands its checks to `onSend`. */
function LeadForm({ siteKey, onSend }: { siteKey: string; onSend: (checks: LeadChecks) => void }) {
  const { trap, read } = useBotCheck(siteKey);
  const [, setSent] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(read());
        setSent((count) => count + 1);
      }}
    >
      <label>
        Email <input name="email" />
      </label>
      {trap}
      <button type="submit">Send</button>
    </form>
  );
}

const cloudflareScripts = () => document.querySelectorAll('script[src^="https://challenges.cloudflare.com/"]');

beforeEach(() => {
  delete window.turnstile;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});
afterEach(() => vi.useRealTimers());

describe('useBotCheck with Turnstile', () => {
  it('loads nothing without a site key, and the lead goes without a token at once', async () => {
    let checks: LeadChecks | undefined;
    render(<LeadForm siteKey="" onSend={(sent) => (checks = sent)} />);
    fireEvent.focusIn(screen.getByLabelText('Email'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(checks!.turnstileToken()).resolves.toBeUndefined();
    expect(cloudflareScripts()).toHaveLength(0);
  });

  it('loads Cloudflare’s script on the first sign of intent in the form, not when the form appears', async () => {
    render(<LeadForm siteKey="site-key-1" onSend={() => undefined} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(cloudflareScripts()).toHaveLength(0);
    fireEvent.focusIn(screen.getByLabelText('Email'));
    await vi.waitFor(() => expect(cloudflareScripts()).toHaveLength(1), { timeout: 5000 });
  });

  it('sends the lead without a token when none comes within the bound', async () => {
    let checks: LeadChecks | undefined;
    render(<LeadForm siteKey="site-key-1" onSend={(sent) => (checks = sent)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    vi.useFakeTimers();
    const token = checks!.turnstileToken();
    await vi.advanceTimersByTimeAsync(TURNSTILE_WAIT_MS);
    await expect(token).resolves.toBeUndefined();
    expect(checks!.check).toMatchObject({ honeypot: '' });
  });

  it('hands over the widget’s token', async () => {
    window.turnstile = {
      render: (_box, params) => {
        const { callback } = params as { callback: (token: string) => void };
        window.turnstile!.execute = () => queueMicrotask(() => callback('tok-1'));
        return 'widget-1';
      },
      execute: () => undefined,
      reset: () => undefined,
      remove: () => undefined,
    };
    let checks: LeadChecks | undefined;
    render(<LeadForm siteKey="site-key-1" onSend={(sent) => (checks = sent)} />);
    fireEvent.pointerDown(screen.getByLabelText('Email'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(checks!.turnstileToken()).resolves.toBe('tok-1');
  });
});

describe('useBotCheck’s fill time', () => {
  const clockAt = (now: number) => vi.spyOn(performance, 'now').mockReturnValue(now);
  afterEach(() => vi.restoreAllMocks());

  it('counts from when a form the browser renders appears', () => {
    let checks: LeadChecks | undefined;
    clockAt(4000);
    render(<LeadForm siteKey="" onSend={(sent) => (checks = sent)} />);
    clockAt(6500);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(checks!.check).toEqual({ honeypot: '', fill_ms: 2500 });
  });

  it('counts a served form from the first key typed into it before it came alive', async () => {
    let checks: LeadChecks | undefined;
    const form = <LeadForm siteKey="" onSend={(sent) => (checks = sent)} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    // What the host's early-tap script notes when a visitor types into the served form.
    Object.assign(container.querySelector('form')!, { [TYPED_EARLY_PROPERTY]: 300 });
    clockAt(5000);
    const root = await act(async () => hydrateRoot(container, form));
    clockAt(5200);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(checks!.check.fill_ms).toBe(4900);
    act(() => root.unmount());
    container.remove();
  });
});
