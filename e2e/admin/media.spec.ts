import { writeFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin, uniqueTitle } from './support/admin-session.ts';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.beforeEach(async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/media');
});

test('an image uploads with its progress reaching 100% and shows in the library', async ({ page }) => {
  const name = `${uniqueTitle('agent').replace(/\s/g, '-')}.png`;
  const form = page.getByRole('form', { name: 'Upload media' });
  await form.getByLabel('Use case').selectOption('agentImage');
  await form.getByLabel('File').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByLabel('Alt text')).toHaveAccessibleDescription(/Describe the image for people who cannot see it/);
  const altText = uniqueTitle('Sales agent smiling at a caller');
  await form.getByLabel('Alt text').fill(altText);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Upload progress: 100%')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '100');
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  const library = page.getByRole('region', { name: 'Media library' });
  await expect(library.getByRole('img', { name })).toBeVisible();
  // The stored file leaves the picker.
  await expect.poll(() => form.getByLabel('File').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

  // The newest agent image is the home page's agent picture (spec: agentImage), described by its alt text
  // in the served HTML and once hydrated.
  await expect.poll(async () => (await (await page.request.get('/')).text()).includes(`alt="${altText}"`), { timeout: 5000, intervals: [250] }).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'One agent, every channel' }).getByRole('img', { name: altText })).toBeVisible();
});

test('a 51 MB file is refused before any byte is sent', async ({ page }, testInfo) => {
  const tooBig = testInfo.outputPath('too-big.mp4');
  await writeFile(tooBig, Buffer.alloc(51 * 1024 * 1024));
  let uploadRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/') && !['GET', 'HEAD'].includes(request.method())) uploadRequests += 1;
  });
  const form = page.getByRole('form', { name: 'Upload media' });
  await form.getByLabel('File').setInputFiles(tooBig);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  const toastRegion = page.getByRole('region', { name: 'Notifications' });
  await expect(toastRegion.getByText('File size is 51.00 MB. Please select a file smaller than 50MB.', { exact: true })).toBeVisible();
  expect(uploadRequests).toBe(0);
});
