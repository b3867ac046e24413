import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The page at `path` as the server renders it. A render over its deadline (a busy machine) is
 * served for the browser to render instead, and the next request gets the rendered page from the
 * server's cache: asked until it comes rendered, so a test that needs the served page gets it.
 */
export async function renderedHtml(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get(path)).text()), { timeout: 15_000 })
    .toContain('id="vaani-server-state"');
  return html;
}
