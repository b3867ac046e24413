// Shared set-up for the widget's browser tests: the partner pages, the e2e build of the widget
// (scripted voice client, a Turnstile site key) served in place of the production one, and the
// Supabase function answers each test needs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Route } from '../../support/test.ts';
import type { FakeVoiceScript } from '@vaani/voice/fake';
import { TURNSTILE_TEST_SITE_KEY } from '../../support/turnstile-test-keys.mjs';
import { blockTurnstile } from './scripted-turnstile.ts';

const E2E_DIST = 'widget/node_modules/.cache/dist-e2e';
export const BOOKING_URL = 'https://cal.com/vaani-ai/demo';
export const TEST_KEYS = { VAPI_API_KEY: 'pk_test_public', VAPI_AGENT_ID: 'agent_test_42' };

const SOURCES = ['widget/src', 'packages/ui/src', 'packages/stores/src', 'packages/data/src', 'supabase/functions/_shared/validation', 'packages/voice/src', 'e2e/support/turnstile-test-keys.mjs'];

function newestSource(dir: string): number {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }, 0);
}

/**
 * Builds the e2e flavour of the widget when it is missing or older than its sources. It carries a
 * Turnstile site key, as a deploy with Turnstile on does: the partner-page forms take a token on
 * intent from the scripted Turnstile (scripted-turnstile.ts) or, where a test does not serve it,
 * find the script blocked and send their leads without one.
 */
function ensureE2eBuild() {
  const built = path.join(E2E_DIST, 'embed.js');
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...SOURCES.map(newestSource))) return;
  execFileSync('npx', ['vite', 'build', '--mode', 'e2e', '--logLevel', 'warn'], {
    cwd: 'widget',
    stdio: 'inherit',
    env: { ...process.env, VITE_TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEY },
  });
}

const fulfilFile = (route: Route, file: string) =>
  existsSync(file)
    ? route.fulfill({
        body: readFileSync(file),
        contentType: 'text/javascript; charset=utf-8',
        headers: { 'Access-Control-Allow-Origin': '*' },
      })
    : route.fulfill({ status: 404, body: 'Not Found' });

/** The page loads /embed.js from the host as usual; these answers come from the e2e build instead. */
export async function serveE2eWidget(page: Page) {
  ensureE2eBuild();
  await blockTurnstile(page);
  await page.route(/^http:\/\/localhost:5173\/embed\.js(\?.*)?$/, (route) => fulfilFile(route, path.join(E2E_DIST, 'embed.js')));
  await page.route('http://localhost:5173/embed-assets/**', (route) =>
    fulfilFile(route, path.join(E2E_DIST, new URL(route.request().url()).pathname)),
  );
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, json: body, headers: { 'Access-Control-Allow-Origin': '*' } });

export async function stubKeys(page: Page, keys: { VAPI_API_KEY: string; VAPI_AGENT_ID: string } = TEST_KEYS) {
  await page.route('**/functions/v1/get-secrets', (route) => json(route, 200, keys));
}

export async function stubBookingCalendar(page: Page, delayMs = 0) {
  await page.route(`${BOOKING_URL}**`, async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title><h1>Pick a time</h1>' });
  });
}

/** Answers the demo-call function: 'error' with a 500, or success after `delayMs`. */
export async function stubDemoCall(page: Page, outcome: 'success' | 'error', delayMs = 0) {
  const calls: unknown[] = [];
  await page.route('**/functions/v1/demo-call', async (route) => {
    calls.push(route.request().postDataJSON());
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await (outcome === 'error' ? json(route, 500, { error: 'Dialler unavailable' }) : json(route, 200, { queued: true }));
  });
  return calls;
}

export async function stubLeadService(page: Page) {
  const leads: unknown[] = [];
  await page.route('**/functions/v1/save_lead', async (route) => {
    leads.push(route.request().postDataJSON());
    await json(route, 200, { ok: true });
  });
  return leads;
}

export async function setVoiceScript(page: Page, script: FakeVoiceScript) {
  await page.addInitScript((value) => {
    window.__vaaniVoiceScript = value;
  }, script);
}

/** Records every vaani:* event that reaches the document, with its target's tag. */
export async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const names = [
      'open',
      'close',
      'call-start',
      'call-end',
      'call-progress',
      'transcript',
      'lead-submitted',
      'error',
      'booking-scheduled',
    ];
    const seen: { type: string; target: string; detail: unknown }[] = [];
    (window as unknown as { __vaaniEvents: typeof seen }).__vaaniEvents = seen;
    for (const name of names) {
      document.addEventListener(`vaani:${name}`, (event) => {
        const target = event.target as Element;
        seen.push({ type: event.type, target: target.localName, detail: (event as CustomEvent).detail });
      });
    }
  });
  return () =>
    page.evaluate(() => (window as unknown as { __vaaniEvents: { type: string; target: string; detail: unknown }[] }).__vaaniEvents);
}

/** Chromium's stand-in microphone, so the call's microphone check passes as on a real device. */
const FAKE_MICROPHONE = '--use-fake-device-for-media-stream';

export const test = base.extend({
  // The visitor has allowed the microphone; tests of a refusal override getUserMedia themselves.
  permissions: async ({ permissions }, provide) => {
    await provide([...(permissions ?? []), 'microphone']);
  },
  launchOptions: [
    async ({ launchOptions }, provide) => {
      await provide({ ...launchOptions, args: [...(launchOptions.args ?? []), FAKE_MICROPHONE] });
    },
    { scope: 'worker' },
  ],
});

export { expect };
