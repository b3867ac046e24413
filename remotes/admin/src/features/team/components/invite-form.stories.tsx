import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InviteForm } from './invite-form.tsx';

const meta = {
  title: 'Admin/Team/InviteForm',
  component: InviteForm,
  parameters: { layout: 'padded' },
  args: { invite: fn(async () => {}) },
} satisfies Meta<typeof InviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Role')).toHaveValue('editor');
  },
};

export const NotAnEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.invite).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example.in');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'Sales');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(args.invite).toHaveBeenCalledWith('priya@example.in', 'sales');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Invitation sent to priya@example.in.');
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};

export const AlreadyHasAccess: Story = {
  args: { invite: fn(async () => Promise.reject(new Error('priya@example.in already has access (Editor).'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('priya@example.in already has access (Editor).');
  },
};

export const Sending: Story = {
  args: { invite: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};
