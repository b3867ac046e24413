import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, fn, within } from 'storybook/test';
import { LeadCountsCards } from './lead-counts-cards.tsx';

const meta = {
  title: 'Admin/Leads/LeadCountsCards',
  component: LeadCountsCards,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { counts: { today: 4, week: 31, failed: 2 }, loading: false, error: null, onRetry: fn() },
} satisfies Meta<typeof LeadCountsCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '2 Failed leads' })).toHaveAttribute('href', '/admin/leads?status=failed');
    await expect(canvas.getByRole('link', { name: '31 Leads this week' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { counts: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Counting leads…')).toBeVisible();
  },
};
