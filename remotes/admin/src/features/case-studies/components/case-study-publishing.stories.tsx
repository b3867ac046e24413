import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaseStudyPublishing } from './case-study-publishing.tsx';

const meta = {
  title: 'Admin/CaseStudies/CaseStudyPublishing',
  component: CaseStudyPublishing,
  parameters: { layout: 'padded' },
  args: { status: 'draft', publishAt: null, changing: null, previewPath: '/preview/case-studies/1', onChange: fn() },
} satisfies Meta<typeof CaseStudyPublishing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft')).toBeVisible();
    const preview = canvas.getByRole('link', { name: 'Preview (opens in a new tab)' });
    await expect(preview).toHaveAttribute('href', '/preview/case-studies/1');
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'published' });
  },
};

export const SchedulingInIndiaTime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule for…' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(canvas.getByText('Choose a date and a time.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Publish on'), '2026-12-01T10:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'scheduled', publishAt: '2026-12-01T10:00:00+05:30' });
  },
};

export const Scheduled: Story = {
  args: { status: 'scheduled', publishAt: '2026-12-01T04:30:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Scheduled for 1 Dec 2026, 10:00 am IST')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel schedule' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  },
};

export const Published: Story = {
  args: { status: 'published' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Published')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'draft' });
  },
};

export const Changing: Story = {
  args: { changing: 'published' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Schedule for…' })).toBeDisabled();
  },
};
