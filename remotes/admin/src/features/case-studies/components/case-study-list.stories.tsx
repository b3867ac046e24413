import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StaffCaseStudy } from '@vaani/data';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaseStudyList } from './case-study-list.tsx';

const study = (id: string, title: string, slug: string, status: StaffCaseStudy['status'] = 'published', publish_at: string | null = null): StaffCaseStudy => ({
  id,
  title,
  slug,
  industry: 'Real Estate',
  created_at: '2026-11-01T10:00:00Z',
  status,
  publish_at,
});

const meta = {
  title: 'Admin/CaseStudies/CaseStudyList',
  component: CaseStudyList,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    caseStudies: [
      study('1', 'Skyline Homes', 'skyline-homes'),
      study('2', 'Skyline Homes', 'skyline-homes-1', 'draft'),
      study('3', 'Riverside Launch', 'riverside-launch', 'scheduled', '2026-12-01T04:30:00Z'),
    ],
    loading: false,
    error: null,
    deletingId: null,
    onDelete: fn(),
  },
} satisfies Meta<typeof CaseStudyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true, caseStudies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading case studies…');
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each item marked with whether visitors see it, beside its address.
    const items = canvas.getAllByRole('listitem');
    await expect(within(items[0]!).getByText('Published', { exact: true })).toBeVisible();
    await expect(within(items[0]!).getByText('/case-studies/skyline-homes · Real Estate')).toBeVisible();
    await expect(within(items[1]!).getByText('Draft', { exact: true })).toBeVisible();
    await expect(within(items[1]!).getByText('/case-studies/skyline-homes-1 · Real Estate')).toBeVisible();
    await expect(within(items[2]!).getByText('Scheduled for 1 Dec 2026, 10:00 am IST')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Edit Skyline Homes' })[0]).toHaveAttribute('href', '/admin/case-studies/edit/1');
  },
};

export const ErrorWithEmptyList: Story = {
  args: { caseStudies: [], error: 'Failed to load case studies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load case studies');
    await expect(canvas.getByText('No case studies yet.')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete Skyline Homes' })[1]!);
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete case study?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('2');
  },
};
