import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTracker, type AnalyticsEvent } from '@vaani/stores';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import RequestCallbackSection from './request-callback-section.tsx';

const meta = {
  title: 'Forms/RequestCallbackSection',
  component: RequestCallbackSection,
  // A recording stand-in for sendCallingLead, behind the same signature.
  args: { send: fn() },
} satisfies Meta<typeof RequestCallbackSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a visitor would, then presses 'Request Callback'. */
async function submit(canvasElement: HTMLElement, { email, country = 'IN', number, name }: Record<'email' | 'number' | 'name', string> & { country?: string }) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Business Email'), email);
  await userEvent.selectOptions(canvas.getByLabelText('Country code'), country);
  await userEvent.type(canvas.getByLabelText('Contact Number'), number);
  await userEvent.type(canvas.getByLabelText('First Name'), name);
  await userEvent.click(canvas.getByRole('button', { name: 'Request Callback' }));
  return canvas;
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ready to Transform Your Sales?' })).toBeVisible();
    await expect(canvas.getByLabelText('Country code')).toHaveValue('IN');
    await expect(within(canvas.getByLabelText('Country code')).getAllByRole('option')).toHaveLength(12);
    await expect(canvas.getByLabelText('Business Email')).toBeVisible();
    await expect(canvas.getByLabelText('First Name')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement, { email: 'ravi@acme', number: '98765', name: 'R' });
    await expect(canvas.getByText('Please enter a valid business email')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(canvas.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Ten characters with the dial code, but no Indian number is seven digits long. */
export const ImpossibleNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement, { email: 'ravi@acme-homes.in', number: '1234567', name: 'Ravi' });
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Contact Number'), '(98765) 43-210 x');
    await expect(canvas.getByLabelText('Contact Number')).toHaveValue('9876543210');
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const events: AnalyticsEvent[] = [];
    const removeTracker = addTracker({ id: 'story', track: (event) => events.push(event) });
    const canvas = await submit(canvasElement, { email: 'ravi@acme-homes.in', country: 'AE', number: '501234567', name: 'Ravi' });
    // The possible-number check loads on this first submit, then the lead goes.
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ name: 'Ravi', email: 'ravi@acme-homes.in', phone_number: '+971501234567' }, 'callback', {
        check: { honeypot: '', fill_ms: expect.any(Number) },
        turnstileToken: expect.any(Function),
      }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Ready to Transform Your Sales?' })).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(events).toEqual([
      { name: 'form_submit', form: 'callback' },
      { name: 'lead', source: 'callback' },
    ]);
    removeTracker();
  },
};

/** The lead service still answering: the form says it is submitting, and a second press sends nothing. */
export const Submitting: Story = {
  args: { send: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement, { email: 'ravi@acme-homes.in', number: '9876543210', name: 'Ravi' });
    const button = await canvas.findByRole('button', { name: 'Submitting...' });
    await expect(button).toBeDisabled();
    await expect(args.send).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('heading', { name: 'Request Submitted!' })).toBeNull();
  },
};
