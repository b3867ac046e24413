import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublishBar } from './publish-bar.tsx';

const meta = {
  title: 'Admin/SiteSettings/PublishBar',
  component: PublishBar,
  parameters: { layout: 'padded' },
  args: { changed: 0, invalid: 0, busy: false, onPreview: fn(), onPublish: fn(), onClearPreview: fn() },
} satisfies Meta<typeof PublishBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No changes from what visitors see')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

export const OneChange: Story = {
  args: { changed: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 field changed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { changed: 4, invalid: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fix the highlighted fields first');
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeDisabled();
  },
};

export const Publishing: Story = {
  args: { changed: 2, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear preview' })).toBeDisabled();
  },
};
