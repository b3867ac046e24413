import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin, uniqueTitle } from './support/admin-session.ts';

const rows = (page: Page) => page.getByRole('list', { name: 'Features' }).getByRole('listitem');
/** The titles of the rows, in the order the grid shows them. */
const titles = (page: Page) => rows(page).evaluateAll((items) => items.map((item) => item.querySelector('button[aria-label^="Edit "]')?.getAttribute('aria-label')?.slice(5)));
const rowOf = (page: Page, title: string): Locator => rows(page).filter({ has: page.getByRole('button', { name: `Edit ${title}` }) });

test('key features: add one, move it by keyboard and by dragging, delete it after confirming', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/key-features');
  await expect(rows(page).first()).toBeVisible();
  const before = await titles(page);

  await page.getByRole('button', { name: 'Add feature' }).click();
  const form = page.getByRole('form', { name: 'New feature' });
  const title = uniqueTitle('Site visits booked');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('On the first call, in the buyer’s language.');
  await form.getByRole('button', { name: 'Save feature' }).click();
  await expect(page.getByText('Feature added')).toBeVisible();
  await expect.poll(() => titles(page)).toEqual([...before, title]);

  // One editor at a time: opening another closes the first.
  await rowOf(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('form', { name: `Edit ${title}` })).toBeVisible();
  await rows(page).first().getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('form', { name: `Edit ${title}` })).toHaveCount(0);
  await expect(page.getByRole('form', { name: /^Edit / })).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: /^Close / }).click();

  // By keyboard: the row's Up button, reached with Tab and pressed with Enter.
  await page.getByRole('button', { name: `Move ${title} up` }).focus();
  await page.keyboard.press('Enter');
  // The row moves at once and the keyboard stays on its button, so Enter again moves it further.
  await expect.poll(() => titles(page)).toEqual([...before.slice(0, -1), title, before.at(-1)]);
  await expect(page.getByRole('button', { name: `Move ${title} up` })).toBeFocused();
  await expect(page.getByText('Order updated').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page)).toEqual([...before.slice(0, -2), title, ...before.slice(-2)]);
  await expect(page.getByRole('button', { name: `Move ${title} up` })).toBeFocused();

  // By dragging the row to the top (the drag's events as the browser sends them for a mouse drag).
  const carried = await page.evaluateHandle(() => new DataTransfer());
  await rowOf(page, title).dispatchEvent('dragstart', { dataTransfer: carried });
  await rows(page).first().dispatchEvent('dragover', { dataTransfer: carried });
  await rows(page).first().dispatchEvent('drop', { dataTransfer: carried });
  await expect.poll(() => titles(page)).toEqual([title, ...before]);

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete feature?' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Feature deleted')).toBeVisible();
  await expect.poll(() => titles(page)).toEqual(before);
});
