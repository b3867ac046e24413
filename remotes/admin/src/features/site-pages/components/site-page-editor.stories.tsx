import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SitePageEditor } from './site-page-editor.tsx';

const meta = {
  title: 'Admin/SitePages/SitePageEditor',
  component: SitePageEditor,
  parameters: { layout: 'padded' },
  args: {
    initial: { title: 'Privacy Policy', body: 'We keep your data **safe**.', seo_title: '', seo_description: '', social_image: '' },
    derived: { title: 'Privacy Policy | Vaani AI', description: 'How Vaani AI protects personal data.', path: '/privacy-policy' },
    saving: false,
    onSave: fn(),
  },
} satisfies Meta<typeof SitePageEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditingWithLivePreview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect((await preview.findByText('safe')).tagName).toBe('STRONG');
    await userEvent.clear(canvas.getByLabelText('Body'));
    await userEvent.type(canvas.getByLabelText('Body'), '## Your rights');
    await expect(preview.getByRole('heading', { name: 'Your rights' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save page' }));
    await expect(args.onSave).toHaveBeenCalledWith({ title: 'Privacy Policy', body: '## Your rights', seo_title: '', seo_description: '', social_image: '' });
  },
};

export const TitleRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Title'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save page' }));
    await expect(canvas.getByText('Title is required')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save page' })).toBeDisabled();
  },
};

export const SearchAndSharing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The form has no heading of its own: the section's sits right below the screen's h1.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Search and sharing' })).toBeVisible();
    const preview = within(canvas.getByRole('figure', { name: 'Search result preview' }));
    await expect(preview.getByText('Privacy Policy | Vaani AI')).toBeVisible();
    await expect(preview.getByText('/privacy-policy')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search title'), 'How we protect your data');
    await expect(preview.getByText('How we protect your data')).toBeVisible();
    await expect(canvas.getByText('24 / 60 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save page' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ seo_title: 'How we protect your data', seo_description: '', social_image: '' }));
  },
};
