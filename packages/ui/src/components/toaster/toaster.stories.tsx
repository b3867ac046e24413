import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast, useToastStore, type ToastOptions } from '@vaani/stores';
import { Toaster } from './toaster.tsx';

/** Seeds the shared toast store before the story renders and empties it afterwards. */
const withToasts = (toasts: ToastOptions[]) => () => {
  useToastStore.setState({ toasts: [] });
  // Stories keep their toasts on screen; the 4000 ms auto-close is covered by the unit tests.
  for (const options of toasts) toast({ duration: Infinity, ...options });
  return () => useToastStore.setState({ toasts: [] });
};

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneToast: Story = {
  beforeEach: withToasts([{ title: 'Call request submitted successfully!' }]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Call request submitted successfully!');
  },
};

export const WithDescription: Story = {
  beforeEach: withToasts([
    {
      title: 'Thank You!',
      description:
        'Your request has been submitted successfully. Our team will contact you within 24 hours to discuss your requirements.',
    },
  ]),
};

export const Destructive: Story = {
  beforeEach: withToasts([{ title: 'Failed to place call. Please try again.', variant: 'destructive' }]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to place call. Please try again.');
  },
};

export const FiveToastsThreeVisible: Story = {
  beforeEach: withToasts([
    { title: 'Toast 1' },
    { title: 'Toast 2' },
    { title: 'Toast 3' },
    { title: 'Toast 4', variant: 'destructive' },
    { title: 'Toast 5' },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(356);
    await expect(canvas.queryByText('Toast 2')).not.toBeInTheDocument();
    // Toasts slide in; wait for the end of the entrance animation.
    await waitFor(() => expect(canvas.getByText('Toast 3')).toBeVisible());
    await expect(canvas.getByText('Toast 5')).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    const newest = canvas.getByText('Toast 5').closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(newest).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(canvas.getByText('Toast 2')).toBeVisible());
  },
};

export const Empty: Story = {
  beforeEach: withToasts([]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
