import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEAD_MESSAGES } from '@vaani/data/leads';
import { addTracker, useGetStartedStore, useToastStore, type AnalyticsEvent } from '@vaani/stores';
import { Toaster } from '@vaani/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import GetStartedDialog from './get-started-dialog.tsx';

// Scripted stand-ins for submitConfirmedLead, behind the same signature and failing as it does.
const succeeds = () => Promise.resolve();
const neverAnswers = () => new Promise<void>(() => {});
const failsWith = (message: string) => () => Promise.reject(new Error(message));

const meta = {
  title: 'Forms/GetStartedDialog',
  component: GetStartedDialog,
  args: { submit: fn(succeeds) },
  decorators: [
    (Story) => {
      useGetStartedStore.setState({ open: true });
      useToastStore.setState({ toasts: [] });
      return (
        <>
          <Story />
          <Toaster />
        </>
      );
    },
  ],
} satisfies Meta<typeof GetStartedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function fillIn(canvasElement: HTMLElement, { name = 'Priya Shah', email = 'priya@acme.in', phone = '98765 43210' } = {}) {
  const screen = page(canvasElement);
  if (name) await userEvent.type(screen.getByLabelText('Name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (phone) await userEvent.type(screen.getByLabelText('Phone Number'), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const dialog = screen.getByRole('dialog', { name: 'Get Started' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByLabelText('Name')).toHaveFocus();
    // Focus stays inside: Tab past the last control comes back round to the first.
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of ['Name is required', 'Email is required', 'Phone number is required']) {
      await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    }
    await expect(screen.getAllByText('Validation Error').length).toBeGreaterThanOrEqual(3);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const InvalidEmailAndPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    await fillIn(canvasElement, { email: 'priya@acme', phone: '98765-4321' });
    await waitFor(() => expect(screen.getByText('Please enter a valid email address')).toBeVisible());
    await waitFor(() => expect(screen.getByText('Please enter a valid phone number with at least 10 digits')).toBeVisible());
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submit: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillIn(canvasElement);
    await expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Get Started' })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const events: AnalyticsEvent[] = [];
    const removeTracker = addTracker({ id: 'story', track: (event) => events.push(event) });
    await fillIn(canvasElement);
    // With the form's invisible checks: a person leaves the hidden field empty.
    await expect(args.submit).toHaveBeenCalledWith({ name: 'Priya Shah', email: 'priya@acme.in', phone_number: '98765 43210' }, {
      check: { honeypot: '', fill_ms: expect.any(Number) },
      turnstileToken: expect.any(Function),
    });
    await expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(
      screen.getByText('Your request has been submitted successfully. Our team will contact you within 24 hours to discuss your requirements.'),
    ).toBeVisible();
    // Site spec §7.10: the form, the lead and the completed registration.
    await expect(events).toEqual([
      { name: 'form_submit', form: 'get_started' },
      { name: 'lead', source: 'get_started' },
      { name: 'complete_registration', method: 'get_started' },
    ]);
    removeTracker();
  },
};

export const ResetAfterSuccess: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    useGetStartedStore.getState().openGetStarted();
    await expect(await screen.findByLabelText('Name')).toHaveValue('');
  },
};

function failure(message: string): Story {
  return {
    args: { submit: fn(failsWith(message)) },
    play: async ({ canvasElement }) => {
      const screen = page(canvasElement);
      await fillIn(canvasElement);
      await expect(await screen.findByRole('heading', { name: 'Submission Failed' })).toBeVisible();
      await expect(screen.getByText(message)).toBeVisible();
      await waitFor(() => expect(screen.getByText('There was an error submitting your form. Please try again.')).toBeVisible());
    },
  };
}

export const NetworkError = failure(LEAD_MESSAGES.network);
export const ServerError = failure(LEAD_MESSAGES.server(500));
export const UnexpectedError = failure(LEAD_MESSAGES.unexpected);

export const TryAgain: Story = {
  args: { submit: fn(failsWith(LEAD_MESSAGES.server(503))) },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    await expect(screen.getByLabelText('Name')).toHaveValue('Priya Shah');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
