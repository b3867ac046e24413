// The floating voice widget on a partner page, with the scripted voice client (e2e build).
import type { Page } from '@playwright/test';
import { HOSTILE_URL, PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { expect, recordEvents, setVoiceScript, stubKeys, test, serveE2eWidget } from './support/fixtures.ts';

const launcher = (page: Page) => page.getByRole('button', { name: 'AI Sales Agent' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'AI Sales Agent' });

test.beforeEach(async ({ page }) => {
  await serveE2eWidget(page);
});

test('the launcher appears only once the keys have loaded, and React loads only on intent', async ({ page }) => {
  let releaseKeys: () => void = () => undefined;
  const keysAnswered = new Promise<void>((resolve) => (releaseKeys = resolve));
  await page.route('**/functions/v1/get-secrets', async (route) => {
    await keysAnswered;
    await route.fulfill({
      json: { VAPI_API_KEY: 'pk', VAPI_AGENT_ID: 'agent' },
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(PARTNER_URL);
  await page.waitForFunction(() => customElements.get('voice-widget') !== undefined);
  await expect(launcher(page)).toHaveCount(0);
  releaseKeys();
  await expect(launcher(page)).toBeVisible();
  expect(scripts.filter((url) => url.startsWith('/embed-assets/'))).toEqual([]);

  await launcher(page).hover();
  await expect.poll(() => scripts.some((url) => url.startsWith('/embed-assets/'))).toBe(true);
  expect(scripts.some((url) => url.includes('vapi'))).toBe(false);
});

test('the script tag alone gives the page one floating widget; a page that placed its own keeps just that one', async ({
  page,
}) => {
  await stubKeys(page);
  await page.goto(PARTNER_URL);
  await expect(launcher(page)).toBeVisible();
  await expect(page.locator('voice-widget')).toHaveCount(1);

  await page.goto(HOSTILE_URL);
  await expect(launcher(page)).toBeVisible();
  await expect(page.locator('voice-widget')).toHaveCount(1);
});

test('a partner that wants only the dialogs opts out of the floating widget on the script tag', async ({ page }) => {
  await stubKeys(page);
  const optOutPage = `${PARTNER_URL}dialogs-only`;
  await page.route(optOutPage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Dialogs only</title>
        <script src="http://localhost:5173/embed.js" data-floating-widget="off" async></script>
        <h1>Skyline Realty</h1><demo-call-dialog></demo-call-dialog>`,
    }),
  );
  await page.goto(optOutPage);
  await page.waitForFunction(() => customElements.get('demo-call-dialog') !== undefined);
  await page.evaluate(() => document.querySelector('demo-call-dialog')!.open());
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
  await expect(page.locator('voice-widget')).toHaveCount(0);
});

test('opens the panel with the empty hint and closes it from the header or with Escape', async ({ page }) => {
  await stubKeys(page);
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByText('Click the phone button below to start talking with our AI agent!')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Start Call' })).toBeEnabled();
  const box = await panel(page).boundingBox();
  expect(box).toMatchObject({ width: 320, height: 384 });

  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
  await launcher(page).click();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
});

const CALLS_UNAVAILABLE = 'Voice calls aren’t available here right now. We can call your phone instead, or you can book a live demo.';

test('on a phone, a missing key offers a call to the visitor’s phone, not a dead Start Call; the notice goes to the console', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await stubKeys(page, { VAPI_API_KEY: '', VAPI_AGENT_ID: '' });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await expect(panel(page).getByText(CALLS_UNAVAILABLE)).toBeVisible();
  await expect(panel(page).getByText('API key or Agent ID not configured')).toHaveCount(0);
  await expect(panel(page).getByText(/^Click the phone button/)).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Start Call' })).toHaveCount(0);
  expect(warnings).toContain('[vaani] API key or Agent ID not configured');
  await panel(page).getByRole('button', { name: 'Get a call on your phone instead' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
});

test('the key lookup failing counts as missing keys', async ({ page }) => {
  await page.route('**/functions/v1/get-secrets', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await expect(panel(page).getByText(CALLS_UNAVAILABLE)).toBeVisible();
});

test('a call: connecting, connected, live transcript without repeats, then ended', async ({ page }) => {
  await stubKeys(page);
  const events = await recordEvents(page);
  await setVoiceScript(page, {
    steps: [
      { afterMs: 600, event: 'call-start', args: [] },
      { afterMs: 100, event: 'message', args: [{ type: 'speech-update', role: 'user', status: 'started' }] },
      {
        afterMs: 500,
        event: 'message',
        args: [{ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'I want a 2 BHK in Baner.' }],
      },
      {
        afterMs: 100,
        event: 'message',
        args: [{ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'What is your budget?' }],
      },
      {
        afterMs: 100,
        event: 'message',
        args: [
          {
            type: 'conversation-update',
            conversation: [
              { role: 'user', content: 'I want a 2 BHK in Baner.' },
              { role: 'assistant', content: 'What is your budget?' },
            ],
          },
        ],
      },
    ],
  });
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await panel(page).getByRole('button', { name: 'Start Call' }).click();
  await expect(panel(page).getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  await expect(panel(page).getByText('Agent: Connecting to agent...')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'End Call' })).toBeVisible();
  await expect(panel(page).getByText('Agent: Call started. You can now speak!')).toBeVisible();
  await expect(panel(page).getByText('You: Listening...')).toBeVisible();
  await expect(panel(page).getByText('You: I want a 2 BHK in Baner.')).toBeVisible();
  await expect(panel(page).getByText('You: Listening...')).toHaveCount(0);
  await expect(panel(page).getByText('Agent: What is your budget?')).toHaveCount(1);
  await page.waitForTimeout(300);
  await expect(panel(page).getByText('Agent: What is your budget?')).toHaveCount(1);

  await panel(page).getByRole('button', { name: 'End Call' }).click();
  await expect(panel(page).getByText('Agent: Call ended.')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Start Call' })).toBeEnabled();

  const starts = await page.evaluate(() => window.__vaaniVoiceStarts);
  expect(starts).toEqual([{ publicKey: 'pk_test_public', agentId: 'agent_test_42' }]);
  const seen = await events();
  expect(seen.map((e) => e.type)).toEqual([
    'vaani:open',
    'vaani:call-start',
    'vaani:transcript',
    'vaani:transcript',
    'vaani:call-end',
  ]);
  expect(seen.every((e) => e.target === 'voice-widget')).toBe(true);
  expect(seen[2]?.detail).toEqual({ tag: 'voice-widget', sender: 'user', text: 'I want a 2 BHK in Baner.' });
});

test('a call error resets the call with the error message', async ({ page }) => {
  await stubKeys(page);
  await setVoiceScript(page, {
    steps: [{ afterMs: 300, event: 'error', args: [{ type: 'daily-call-join-error', message: 'offline', fatal: true }] }],
  });
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await panel(page).getByRole('button', { name: 'Start Call' }).click();
  await expect(panel(page).getByText('Agent: Error connecting to agent. Please try again.')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Start Call' })).toBeEnabled();
});

test('a start that throws shows the failure message', async ({ page }) => {
  await stubKeys(page);
  await setVoiceScript(page, { steps: [], startError: 'Permission denied' });
  await page.goto(PARTNER_URL);
  await launcher(page).click();
  await panel(page).getByRole('button', { name: 'Start Call' }).click();
  await expect(panel(page).getByText('Agent: Failed to connect to agent. Please try again.')).toBeVisible();
});

test('the agent-id attribute overrides the fetched agent, and start() works before any intent', async ({ page }) => {
  await stubKeys(page);
  await page.goto(PARTNER_URL);
  await page.waitForFunction(() => customElements.get('voice-widget') !== undefined);
  await page.evaluate(() => {
    const widget = document.querySelector('voice-widget')!;
    widget.setAttribute('agent-id', 'partner-agent');
    widget.start();
  });
  await expect(panel(page).getByRole('button', { name: 'End Call' })).toBeVisible();
  expect(await page.evaluate(() => window.__vaaniVoiceStarts?.[0]?.agentId)).toBe('partner-agent');
  await page.evaluate(() => document.querySelector('voice-widget')!.end());
  await expect(panel(page).getByText('Agent: Call ended.')).toBeVisible();
});

test('mute() on the element with no call answers with the spec’s message, as its README says', async ({ page }) => {
  await stubKeys(page);
  const events = await recordEvents(page);
  await page.goto(PARTNER_URL);
  await page.waitForFunction(() => customElements.get('voice-widget') !== undefined);
  await page.evaluate(() => document.querySelector('voice-widget')!.mute());
  await expect
    .poll(async () => (await events()).find((event) => event.type === 'vaani:error')?.detail)
    .toEqual({ tag: 'voice-widget', message: 'Call object is not available.' });
});
