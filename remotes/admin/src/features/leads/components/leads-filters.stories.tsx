import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadsFilters, SEARCH_PAUSE_MS } from './leads-filters.tsx';

const meta = {
  title: 'Admin/Leads/LeadsFilters',
  component: LeadsFilters,
  parameters: { layout: 'padded' },
  args: { filter: {}, onChange: fn() },
} satisfies Meta<typeof LeadsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Forward status')).toHaveValue('');
    await expect(canvas.getByLabelText('Search by email or phone')).toHaveValue('');
  },
};

export const Filtered: Story = {
  args: { filter: { status: 'failed', search: 'priya@example.in', grouped: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Search by email or phone')).toHaveValue('priya@example.in');
    await expect(canvas.getByLabelText('Group by person')).toBeChecked();
  },
};

/** Typed as fast as keys go: every keystroke stays, and the list is filtered once, after the pause. */
export const TypingFast: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByLabelText('Search by email or phone');
    await userEvent.type(search, 'priya@example.in', { delay: null });
    await expect(search).toHaveValue('priya@example.in');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ search: 'priya@example.in' }), { timeout: SEARCH_PAUSE_MS * 4 });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
