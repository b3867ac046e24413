import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { markdownToHtml } from './markdown-html.tsx';
import { MarkdownPage } from './markdown-page.tsx';

const meta = {
  title: 'UI/Markdown',
  component: MarkdownPage,
  args: {
    title: 'Privacy Policy',
    body: '## What we collect\n\nYour **name**, email and phone number.\n\n- To call you back\n- To schedule demos\n\nWrite to [privacy@vaani.ai](mailto:privacy@vaani.ai).',
  },
} satisfies Meta<typeof MarkdownPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // The parser arrives with the first Markdown shown.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    await expect(canvas.getByText('name').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'privacy@vaani.ai' })).toHaveAttribute('href', 'mailto:privacy@vaani.ai');
  },
};

export const RawHtmlIsNeverRendered: Story = {
  args: {
    body: 'Before <img src="x" onerror="alert(1)"> <script>alert(1)</script> after [click](javascript:alert(1))',
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByText('click');
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(link.getAttribute('href') ?? '').not.toContain('javascript');
  },
};

export const InAdminPreview: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  },
};

/** The contact page as an admin types it: each line on its own line, not run together. */
export const LineBreaksKept: Story = {
  args: {
    title: 'Contact Us',
    body: 'Email: hello@vaani.ai\nPhone: +91 98765 43210\nAddress: Baner Road, Pune 411045',
  },
  play: async ({ canvasElement }) => {
    const email = await within(canvasElement).findByText(/Email: hello@vaani\.ai/);
    const paragraph = email.closest('p')!;
    await expect(paragraph.querySelectorAll('br')).toHaveLength(2);
    // Three lines of text, one under the other.
    await expect(paragraph.getBoundingClientRect().height).toBeGreaterThan(2.5 * parseFloat(getComputedStyle(paragraph).lineHeight));
  },
};

/** A page the server rendered: its HTML is shown as it is, and the parser is never fetched. */
export const ServedHtml: Story = {
  args: { html: markdownToHtml(meta.args.body) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    await expect(canvas.getByText('name').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: 'privacy@vaani.ai' })).toHaveAttribute('href', 'mailto:privacy@vaani.ai');
  },
};
