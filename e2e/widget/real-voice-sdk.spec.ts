// The production build with the REAL @vapi-ai/web SDK, pointed at a local stand-in for the voice
// platform through the voice-api-url attribute. The call servers are out of reach, as offline.
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { expect, stubKeys, TEST_KEYS, test } from './support/fixtures.ts';
import { startVoicePlatformStandin } from '../support/voice-platform-standin.mjs';

test('Start Call asks the platform for a web call with the agent and the public key, then reports the failed join', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const standin = await startVoicePlatformStandin();
  try {
    await stubKeys(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(PARTNER_URL);
    await page.waitForFunction(() => customElements.get('voice-widget') !== undefined);
    await page.evaluate((url) => document.querySelector('voice-widget')!.setAttribute('voice-api-url', url), standin.url);
    const launcher = page.getByRole('button', { name: 'AI Sales Agent' });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'AI Sales Agent' });
    await expect(panel).toBeVisible();
    expect(scripts.some((url) => /\/embed-assets\/vapi-/.test(url))).toBe(false);

    await panel.getByRole('button', { name: 'Start Call' }).click();
    await expect(panel.getByText('Agent: Connecting to agent...')).toBeVisible();
    await expect.poll(() => standin.requests.length, { timeout: 15_000 }).toBe(1);
    expect(scripts.some((url) => /\/embed-assets\/vapi-/.test(url))).toBe(true);
    expect(standin.requests[0]).toMatchObject({
      method: 'POST',
      path: '/call/web',
      authorization: `Bearer ${TEST_KEYS.VAPI_API_KEY}`,
      body: { assistantId: TEST_KEYS.VAPI_AGENT_ID },
    });
    await expect(panel.getByText('Agent: Error connecting to agent. Please try again.')).toBeVisible({ timeout: 75_000 });
    await expect(panel.getByRole('button', { name: 'Start Call' })).toBeEnabled();
  } finally {
    await standin.close();
  }
});
