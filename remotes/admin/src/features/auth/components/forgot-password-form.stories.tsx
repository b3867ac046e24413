import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const meta = {
  title: 'Admin/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  parameters: { layout: 'padded' },
  args: { request: fn(async () => {}), backLink: <a href="/auth">Back to sign in</a> },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(args.request).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(args.request).toHaveBeenCalledWith('priya@example.in');
    await expect(await canvas.findByRole('status')).toHaveTextContent('If priya@example.in has an account, a link to choose a new password is on its way.');
  },
};

export const ExpiredLink: Story = {
  args: { expired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send link' })).toBeVisible();
  },
};

export const AskedTooSoon: Story = {
  args: { request: fn(async () => Promise.reject(new Error('A link was sent to this address a moment ago. Please wait a minute before asking again.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please wait a minute');
  },
};
