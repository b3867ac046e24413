import { expect, test } from '../support/test.ts';

interface FaqJsonLd {
  mainEntity: { name: string; acceptedAnswer: { text: string } }[];
}

test('the FAQ answers the structured-data questions word for word, and more, one at a time', async ({ page }) => {
  await page.goto('/faq');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as FaqJsonLd;
  const questions = page.locator('main h2 button');
  await expect(questions.first()).toBeVisible();
  expect(await questions.count()).toBeGreaterThan(data.mainEntity.length);

  for (const [index, entry] of data.mainEntity.entries()) {
    const question = questions.nth(index);
    await expect(question).toHaveText(entry.name);
    if ((await question.getAttribute('aria-expanded')) !== 'true') await question.click();
    await expect(page.getByRole('region', { name: entry.name })).toHaveText(entry.acceptedAnswer.text);
  }

  // Keyboard: another question opens and the previous one closes.
  await questions.nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
});
