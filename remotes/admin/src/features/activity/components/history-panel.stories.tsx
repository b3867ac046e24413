import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChangeEntry } from '@vaani/data';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryPanel } from './history-panel.tsx';

const row = (title: string, summary: string) => ({ id: 'c1', title, slug: 'skyline', summary, industry: 'Real estate' });

// As the database records them: an edit keeps, of the row before, only the fields it changed.
const REVISIONS: ChangeEntry[] = [
  { id: 3, changed_at: '2026-11-25T09:30:00Z', actor_id: 'u1', actor_email: 'writer@vaani.ai', table_name: 'case_studies', row_id: 'c1', action: 'update', before: { title: 'Skyline', summary: 'Old summary' }, after: row('Skyline doubles visits', 'New summary') },
  { id: 2, changed_at: '2026-11-24T08:00:00Z', actor_id: 'u2', actor_email: 'admin@vaani.ai', table_name: 'case_studies', row_id: 'c1', action: 'update', before: { summary: 'First' }, after: row('Skyline', 'Old summary') },
  { id: 1, changed_at: '2026-11-23T06:00:00Z', actor_id: 'u2', actor_email: 'admin@vaani.ai', table_name: 'case_studies', row_id: 'c1', action: 'insert', before: null, after: row('Skyline', 'First') },
];

const meta = {
  title: 'Admin/Activity/HistoryPanel',
  component: HistoryPanel,
  args: { revisions: REVISIONS, current: row('Skyline doubles visits', 'New summary'), restoring: null, onRestore: fn() },
} satisfies Meta<typeof HistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Versions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const versions = within(canvas.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    await expect(versions).toHaveLength(3);
    await expect(versions[0]).toHaveTextContent('Current version · writer@vaani.ai');
    await expect(within(versions[0]!).queryByRole('button', { name: 'Restore' })).toBeNull();
    await expect(versions[2]).toHaveTextContent('Added · admin@vaani.ai');

    await userEvent.click(within(versions[1]!).getByRole('button', { name: 'Compare with current' }));
    await expect(within(versions[1]!).getByText('Now: Skyline doubles visits')).toBeVisible();
    await expect(within(versions[1]!).getByText('This version: Skyline')).toBeVisible();
    await expect(within(versions[1]!).getByText('This version: Old summary')).toBeVisible();

    await userEvent.click(within(versions[1]!).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledWith(REVISIONS[1]);
  },
};

export const Restoring: Story = {
  args: { restoring: 2 },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Restore' });
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

export const OnlyTheCurrentVersion: Story = {
  args: { revisions: REVISIONS.slice(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Current version/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Restore' })).toBeNull();
  },
};

/** The item existed before the record of changes: what its first recorded edit replaced is a version too. */
export const OlderThanTheRecord: Story = {
  args: { revisions: REVISIONS.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const versions = within(within(canvasElement).getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    await expect(versions).toHaveLength(3);
    await expect(versions[2]).toHaveTextContent('Earlier version · until 24 Nov 2026, 1:30 pm IST');
    await userEvent.click(within(versions[2]!).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ id: 0, after: { ...REVISIONS[1]!.after, ...REVISIONS[1]!.before } }));
  },
};

/** A screen with several items (each testimonial, the section heading) names each panel. */
export const Titled: Story = {
  args: { title: "History of Rohan Mehta's testimonial" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: "History of Rohan Mehta's testimonial" })).toBeVisible();
  },
};
