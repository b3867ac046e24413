import type { Meta, StoryObj } from '@storybook/react-vite';
import type { VisitorErrorGroup } from '@vaani/data';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VisitorErrorsPanel } from './visitor-errors-panel.tsx';

const AT = '2026-11-27T06:00:00Z';
const groups: VisitorErrorGroup[] = [
  { message: 'Failed to fetch dynamically imported module: https://vaani.ai/embed-assets/mount-view.js', place: 'https://partner.example <demo-call-dialog>', kind: 'chunk', count: 7, last_at: AT },
  { message: "Cannot read properties of undefined (reading 'map')", place: '/case-studies', kind: 'error', count: 2, last_at: AT },
];

const meta = {
  title: 'Admin/Dashboard/VisitorErrorsPanel',
  component: VisitorErrorsPanel,
  parameters: { layout: 'padded' },
  args: { groups, loading: false, error: null, onRetry: fn() },
} satisfies Meta<typeof VisitorErrorsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Errors in the last 24 hours' })).toBeVisible();
    await expect(canvas.getByText("9 errors in visitors' browsers, on our site and in our elements on partner pages.")).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Code did not load: Failed to fetch dynamically imported module');
    await expect(rows[1]).toHaveTextContent('https://partner.example <demo-call-dialog>');
    await expect(rows[2]).toHaveTextContent('/case-studies');
  },
};

export const NoErrors: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No visitor hit an error in their browser.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { groups: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Counting visitor errors…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { groups: undefined, error: 'Could not load visitor errors: permission denied' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('permission denied');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
