import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SitePageEditor } from './site-page-editor.tsx';

const meta = {
  title: 'Admin/SitePages/SitePageEditor',
  component: SitePageEditor,
  parameters: { layout: 'padded' },
  args: {
    initial: { title: 'Privacy Policy', body: 'We keep your data **safe**.' },
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
    await expect(args.onSave).toHaveBeenCalledWith({ title: 'Privacy Policy', body: '## Your rights' });
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
