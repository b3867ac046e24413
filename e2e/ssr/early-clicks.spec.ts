import { expect, test, type Page } from '../support/test.ts';
import { elementLive, shellHydrated, trackHydration } from '../support/hydration.ts';
import { renderedHtml } from '../support/rendered-page.ts';
import { storedColumns, storedLeads, uniqueEmail } from '../forms/support/stored-leads.ts';

// A visitor on a slow phone sees the served page long before its JavaScript has run. A tap on a
// button in that time must not be lost: it takes effect once the page is live. Each test holds
// back a script with page.route, so the click provably lands before hydration.

/** The host's entry script, as the server-rendered page at `path` names it. */
async function hostEntry(page: Page, path: string): Promise<string> {
  const html = await renderedHtml(page.request, path);
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('the served page names no module script');
  return new URL(src, 'http://localhost:5173').pathname;
}

/** Holds every request whose URL ends with `suffix` (or matches it) until the returned function is called. */
async function holdBack(page: Page, suffix: string | ((url: URL) => boolean)): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    typeof suffix === 'string' ? (url) => url.pathname.endsWith(suffix) : suffix,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('Try Now tapped before any script has run opens the demo-call dialog once the page is live', async ({ page }) => {
  const release = await holdBack(page, await hostEntry(page, '/'));
  await page.goto('/', { waitUntil: 'commit' });
  const tryNow = page.getByRole('main').getByRole('button', { name: 'Try Now' }).first();
  await tryNow.click();
  release();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
});

test('the header Resources menu opened from the keyboard before hydration opens once live', async ({ page }) => {
  const release = await holdBack(page, await hostEntry(page, '/faq'));
  await page.goto('/faq', { waitUntil: 'commit' });
  const trigger = page.getByRole('button', { name: 'Resources' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  release();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
});

test('Book Demo tapped while the page still waits for its remote opens the booking dialog once it is live', async ({ page }) => {
  await trackHydration(page);
  await hostEntry(page, '/pricing');
  const release = await holdBack(page, '/assets/remoteEntry.js');
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
  // The host's header is live; the page itself is still the server's HTML.
  await shellHydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Book Demo' }).first().click();
  release();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
});

test('a link followed before hydration still navigates natively', async ({ page }) => {
  const release = await holdBack(page, await hostEntry(page, '/'));
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the header dropdowns open on hover and on keyboard focus before any script has run', async ({ page }) => {
  const release = await holdBack(page, await hostEntry(page, '/faq'));
  await page.goto('/faq', { waitUntil: 'commit' });
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('button', { name: 'Solutions' }).hover();
  await expect(main.getByRole('link', { name: 'Real Estate Solutions' })).toBeVisible();
  await page.mouse.move(0, 600);
  await expect(main.getByRole('link', { name: 'Real Estate Solutions' })).toBeHidden();
  await main.getByRole('button', { name: 'Resources' }).focus();
  await expect(main.getByRole('link', { name: 'Resource Center' })).toBeVisible();
  release();
});

/**
 * The home page's callback form filled in with `email` while it is still the server's HTML: the
 * forms remote (its own origin) answers only once `release` is called.
 */
async function fillServedCallbackForm(page: Page, email: string) {
  await trackHydration(page);
  const release = await holdBack(page, (url) => url.port === '5175');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await shellHydrated(page);
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Contact Number').fill('9876543210');
  await form.getByLabel('First Name').fill('Ravi');
  return { form, release };
}

test('the callback form filled in and sent before its code has arrived sends the lead once it is live', async ({ page }) => {
  const email = uniqueEmail('callback-early');
  const { form, release } = await fillServedCallbackForm(page, email);
  await form.getByRole('button', { name: 'Request Callback' }).click();
  release();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expect.poll(() => storedLeads('calling_leads', 'email', email)).toBe(1);
});

test('a press of Request Callback the instant the form comes alive, while what was typed before is still being handed over, sends the typed lead', async ({ page }) => {
  const email = uniqueEmail('callback-instant');
  const { form, release } = await fillServedCallbackForm(page, email);
  // The press comes the instant React takes the form over, before the early-tap script's next look
  // (it polls) has handed React what was typed: React would see an empty form.
  await form.getByRole('button', { name: 'Request Callback' }).evaluate((button: HTMLButtonElement) => {
    const region = button.closest('[data-hydrating]');
    if (!region) throw new Error('the callback form is already live');
    const observer = new MutationObserver(() => {
      if (region.hasAttribute('data-hydrating')) return;
      observer.disconnect();
      button.click();
    });
    observer.observe(region, { attributeFilter: ['data-hydrating'] });
  });
  release();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expect.poll(() => storedLeads('calling_leads', 'email', email)).toBe(1);
});

test('typing that goes on while the newsletter box comes alive keeps every key, and the lead is a person\'s, not spam', async ({ page }) => {
  const email = uniqueEmail('typing-on');
  const at = email.indexOf('@');
  await trackHydration(page);
  const release = await holdBack(page, (url) => url.port === '5175');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await shellHydrated(page);
  const field = page.locator('footer').getByLabel('Email address');
  // At a person's pace, while the box is still the server's HTML.
  await field.pressSequentially(email.slice(0, at - 3), { delay: 80 });
  // The next keys land the instant React takes the field over, before the early-tap script's next
  // look at it (it polls): typed as a browser types, the value set and an input event sent.
  await field.evaluate((input: HTMLInputElement, keys) => {
    const region = input.closest('[data-hydrating]');
    if (!region) throw new Error('the newsletter box is already live');
    const observer = new MutationObserver(() => {
      if (region.hasAttribute('data-hydrating')) return;
      observer.disconnect();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + keys);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    observer.observe(region, { attributeFilter: ['data-hydrating'] });
  }, email.slice(at - 3, at));
  release();
  await elementLive(field);
  await field.pressSequentially(email.slice(at));
  await expect(field).toHaveValue(email);
  await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('footer').getByText('Successfully subscribed!')).toBeVisible();
  // The typing done before the box was live counts: the lead is not held as sent too fast.
  expect(await storedColumns(email, 'spam_reason')).toEqual({ spam_reason: null });
});
