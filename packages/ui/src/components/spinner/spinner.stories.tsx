import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
  args: { label: 'Loading...' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const WithVisibleLabel: Story = {
  args: { label: 'Loading calendar...', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading calendar...')).toBeVisible();
  },
};
