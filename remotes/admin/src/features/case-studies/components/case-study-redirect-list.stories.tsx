import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaseStudyRedirectList } from './case-study-redirect-list.tsx';

const meta = {
  title: 'Admin/CaseStudies/CaseStudyRedirectList',
  component: CaseStudyRedirectList,
  parameters: { layout: 'padded' },
  args: {
    redirects: [
      { old_slug: 'skyline-homes-pune', created_at: '2026-11-20T10:00:00Z' },
      { old_slug: 'skyline-homes', created_at: '2026-11-01T10:00:00Z' },
    ],
    loading: false,
    error: null,
    removing: null,
    onRemove: fn(),
  },
} satisfies Meta<typeof CaseStudyRedirectList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithOldAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Old addresses' })).toHaveTextContent('/case-studies/skyline-homes-pune');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove redirect from /case-studies/skyline-homes' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Remove this redirect?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove redirect' }));
    await expect(args.onRemove).toHaveBeenCalledWith('skyline-homes');
  },
};

export const NeverRenamed: Story = {
  args: { redirects: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No old addresses: this case study has not been renamed.')).toBeVisible();
  },
};

export const Loading: Story = { args: { redirects: [], loading: true } };

export const Removing: Story = { args: { removing: 'skyline-homes' } };

export const LoadFailed: Story = {
  args: { redirects: [], error: 'Failed to load the old addresses' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the old addresses');
  },
};
