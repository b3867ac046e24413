import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityFilters } from './activity-filters.tsx';

const meta = {
  title: 'Admin/Activity/ActivityFilters',
  component: ActivityFilters,
  args: {
    filter: {},
    people: [
      { actor_id: 'u2', actor_email: 'admin@vaani.ai' },
      { actor_id: 'u1', actor_email: 'writer@vaani.ai' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof ActivityFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Person')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('Person'), 'writer@vaani.ai');
    await expect(args.onChange).toHaveBeenLastCalledWith({ actorId: 'u1' });
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Case study');
    await expect(args.onChange).toHaveBeenLastCalledWith({ kind: 'case_studies' });
  },
};

export const Filtered: Story = {
  args: { filter: { actorId: 'u1', kind: 'site_pages', from: '2026-11-01', to: '2026-11-25' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Person')).toHaveDisplayValue('writer@vaani.ai');
    await expect(canvas.getByLabelText('Kind')).toHaveDisplayValue('Page');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-25');
  },
};
