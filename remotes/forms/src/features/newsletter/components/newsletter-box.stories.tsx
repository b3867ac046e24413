import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTracker, type AnalyticsEvent } from '@vaani/stores';
import { Toaster } from '@vaani/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NewsletterBox from './newsletter-box.tsx';

// Scripted stand-ins for the lead service, behind the same signature as subscribeEmail.
const succeeds = () => Promise.resolve();
const fails = () => Promise.reject(new Error('Server error: 500'));
const neverAnswers = () => new Promise<void>(() => {});

const meta = {
  title: 'Forms/NewsletterBox',
  component: NewsletterBox,
  args: { subscribe: succeeds },
  decorators: [
    (Story) => (
      <>
        <div style={{ maxWidth: 380, padding: 24 }}>
          <Story />
        </div>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

export const BlankEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'buyer@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const Subscribing: Story = {
  args: { subscribe: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'buyer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  },
};

export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events: AnalyticsEvent[] = [];
    const removeTracker = addTracker({ id: 'story', track: (event) => events.push(event) });
    await userEvent.type(canvas.getByLabelText('Email address'), 'buyer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Successfully subscribed!')).toBeVisible();
    // The toast slides in; visible once its entrance animation has run.
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Success!')).toBeVisible());
    await expect(canvas.getByLabelText('Email address')).toHaveValue('');
    await expect(canvas.getByText('By subscribing, you agree that Vaani AI may send you emails. You can unsubscribe at any time.')).toBeVisible();
    await expect(events).toEqual([
      { name: 'form_submit', form: 'newsletter' },
      { name: 'lead', source: 'newsletter' },
    ]);
    removeTracker();
  },
};

export const BackToIdle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'buyer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Successfully subscribed!')).toBeVisible();
    // Site-spec §9: the confirmation stays 5000 ms.
    await waitFor(() => expect(canvas.queryByText('Successfully subscribed!')).toBeNull(), { timeout: 6000 });
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { subscribe: fails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'buyer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Failed to subscribe. Please try again.')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(canvas.getByLabelText('Email address')).toHaveValue('buyer@example.com');
  },
};
