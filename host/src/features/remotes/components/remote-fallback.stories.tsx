import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemoteFallback } from './remote-fallback.tsx';

const meta = {
  title: 'Host/RemoteFallback',
  component: RemoteFallback,
  args: { onRetry: fn() },
} satisfies Meta<typeof RemoteFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  args: { subject: 'This page', size: 'page' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Inline: Story = {
  args: { subject: 'The newsletter form', size: 'inline' },
};
