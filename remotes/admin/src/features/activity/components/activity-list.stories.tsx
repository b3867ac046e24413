import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChangeSummary } from '@vaani/data';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityList } from './activity-list.tsx';

const ROWS: ChangeSummary[] = [
  { id: 3, changed_at: '2026-11-25T09:30:00Z', actor_id: 'u1', actor_email: 'writer@vaani.ai', table_name: 'case_studies', row_id: 'c1', action: 'update', label: 'Skyline Realty doubles site visits' },
  { id: 2, changed_at: '2026-11-25T08:00:00Z', actor_id: 'u2', actor_email: 'admin@vaani.ai', table_name: 'site_settings', row_id: 'true', action: 'update', label: null },
  { id: 1, changed_at: '2026-11-24T12:15:00Z', actor_id: null, actor_email: null, table_name: 'testimonials', row_id: 't1', action: 'delete', label: 'Priya Sharma' },
];

const meta = {
  title: 'Admin/Activity/ActivityList',
  component: ActivityList,
  args: { rows: ROWS, onOpen: fn() },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Edited Case study: Skyline Realty doubles site visits');
    await expect(items[0]).toHaveTextContent('writer@vaani.ai · 25 Nov 2026, 3:00 pm IST');
    await expect(items[1]).toHaveTextContent('Edited Site settings and home layout');
    await expect(items[2]).toHaveTextContent('Deleted Testimonial: Priya Sharma');
    await expect(items[2]).toHaveTextContent('The system');
    await userEvent.click(canvas.getByRole('button', { name: 'View change: Edited Case study: Skyline Realty doubles site visits' }));
    await expect(args.onOpen).toHaveBeenCalledWith(3);
  },
};

export const NoneMatch: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes match these filters.')).toBeVisible();
  },
};
