import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Toaster } from '@vaani/ui';
import type { SubmitDemoCall } from '../api/submit-demo-call.ts';
import { DemoCallDialog } from './demo-call-dialog.tsx';

const never = fn<SubmitDemoCall>(() => new Promise(() => undefined));

const meta = {
  title: 'Widget/Get a Demo Call dialog',
  component: DemoCallDialog,
  args: { open: true, onClose: fn(), onTalkToUs: fn(), submit: fn<SubmitDemoCall>(async () => 'success') },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof DemoCallDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog fades in: wait for its entrance animation before checking what is visible. */
const shown = () => waitFor(() => expect(screen.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible());

export const Form: Story = {
  play: async () => {
    await shown();
    await expect(screen.getByRole('button', { name: 'Call me' })).toBeEnabled();
    await expect(screen.getByLabelText('Country code')).toHaveValue('IN');
  },
};

export const ValidationErrors: Story = {
  args: { initiallyValidated: true, initialValues: { email: 'priya@skyline', countryId: 'IN', number: '98765', name: 'P' } },
  play: async () => {
    await shown();
    await expect(screen.getByText('Please enter a valid business email')).toBeVisible();
    await expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(screen.getByText('Name must be at least 2 characters')).toBeVisible();
  },
};

/** Ten characters with the dial code, but no Indian number is seven digits long. */
export const ImpossibleNumber: Story = {
  args: { initialValues: { email: 'priya@skylinerealty.in', countryId: 'IN', number: '1234567', name: 'Priya' } },
  play: async ({ args }) => {
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Call me' }));
    await expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submit: never, initialValues: { email: 'priya@skylinerealty.in', countryId: 'IN', number: '9876543210', name: 'Priya' } },
  play: async () => {
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Call me' }));
    await expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { initialView: 'success' },
  play: async () => {
    await shown();
    await expect(screen.getByRole('heading', { name: 'Perfect!' })).toBeVisible();
    await expect(screen.getByText('You will receive a call right away.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Talk to us now' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { initialView: 'error' },
  play: async () => {
    await shown();
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SubmitAndFail: Story = {
  args: {
    submit: fn<SubmitDemoCall>(async () => 'error'),
    initialValues: { email: 'priya@skylinerealty.in', countryId: 'IN', number: '9876543210', name: 'Priya' },
  },
  play: async () => {
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Call me' }));
    // The toast slides in; visible once its entrance animation has run.
    await waitFor(() => expect(screen.getByText('Failed to place call. Please try again.')).toBeVisible());
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};
