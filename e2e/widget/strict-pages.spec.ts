// Strict partner pages: the Content-Security-Policy widget/README.md documents is the one the
// hostile demo page runs under, and an open dialog makes the page behind it inert.
import { readFileSync } from 'node:fs';
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { expect, serveE2eWidget, stubKeys, test } from './support/fixtures.ts';

/** Directive → sources, from "name source source; …" or from one directive per line. */
function parsePolicy(text: string): Map<string, string[]> {
  return new Map(
    text
      .split(/[;\n]/)
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test("the hostile page's policy is exactly the README's list, with our local origins and its own files", () => {
  const readme = readFileSync('widget/README.md', 'utf8');
  const documented = parsePolicy(/```csp\n([\s\S]*?)```/.exec(readme)?.[1] ?? '');
  expect([...documented.keys()]).toEqual(['script-src', 'connect-src', 'style-src', 'frame-src', 'media-src']);
  const local = (source: string) =>
    source.replace('https://YOUR-VAANI-SITE', 'http://localhost:5173').replace('https://YOUR-PROJECT.supabase.co', 'http://127.0.0.1:54321');
  const hostileHtml = readFileSync('widget/demo/hostile.html', 'utf8');
  const hostile = parsePolicy(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(hostileHtml)?.[1] ?? '');
  for (const [directive, sources] of documented) {
    const own = (hostile.get(directive) ?? []).filter((source) => source !== "'self'");
    expect(own, directive).toEqual(sources.map(local));
  }
  // Nothing else of ours: the page's remaining directives only name itself.
  for (const [directive, sources] of hostile) {
    if (!documented.has(directive)) expect(sources.filter((s) => s !== "'self'" && s !== 'data:'), directive).toEqual([]);
  }
  expect(hostileHtml).not.toContain('unsafe-eval');
});

test('while a dialog is open the page behind it is inert: no clicks and no focus reach it', async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await page.goto(PARTNER_URL);
  const pageButton = page.getByRole('button', { name: 'Book a site visit' });
  const box = (await pageButton.boundingBox())!;
  await page.getByRole('button', { name: 'Get a call from our agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a Demo Call' });
  await expect(dialog).toBeVisible();

  const behind = await page.evaluate(
    ({ x, y }) => ({
      hit: document.elementFromPoint(x, y)?.localName,
      // The page's own button, focused by script, cannot take focus while it is inert.
      focusable: (() => {
        const button = document.getElementById('book')!;
        button.focus();
        return document.activeElement === button;
      })(),
    }),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(behind).toEqual({ hit: 'demo-call-dialog', focusable: false });

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await pageButton.click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
});
