// A scripted stand-in for Cloudflare Turnstile's api.js, served through Playwright's routing in
// the browser suites only: the same global interface as the real one (window.turnstile.render /
// execute / reset / remove, explicit rendering), handing out a fresh passing token a moment after
// each execute, which the stand-in siteverify accepts once (e2e/support/lead-service-standin.mjs).
import type { Page } from '@playwright/test';
import { TURNSTILE_PASSING_TOKEN_PREFIX } from '../../support/turnstile-test-keys.mjs';

const TURNSTILE_URLS = 'https://challenges.cloudflare.com/**';

const SCRIPTED_API = `(() => {
  const widgets = new Map();
  let issued = 0;
  window.turnstile = {
    render(container, params) {
      const id = 'widget-' + (widgets.size + 1);
      const frame = document.createElement('div');
      frame.dataset.turnstileSitekey = params.sitekey;
      container.append(frame);
      widgets.set(id, { params, frame, timer: 0 });
      return id;
    },
    execute(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      clearTimeout(widget.timer);
      widget.timer = setTimeout(() => widget.params.callback('${TURNSTILE_PASSING_TOKEN_PREFIX}' + (issued += 1) + '-' + Date.now()), 100);
    },
    reset(id) {
      const widget = widgets.get(id);
      if (widget) clearTimeout(widget.timer);
    },
    remove(id) {
      const widget = widgets.get(id);
      if (widget) widget.frame.remove();
      widgets.delete(id);
    },
  };
})();`;

/** Serves the scripted api.js and records every request for it (so a test can tell when it loaded). */
export async function serveScriptedTurnstile(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TURNSTILE_URLS, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: SCRIPTED_API });
  });
  return requested;
}

/** What every other widget test gets: the script kept out, as a blocker would (the lead goes without a token). */
export const blockTurnstile = (page: Page) => page.route(TURNSTILE_URLS, (route) => route.abort('blockedbyclient'));
