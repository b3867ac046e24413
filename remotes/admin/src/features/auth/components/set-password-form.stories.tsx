import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetPasswordForm } from './set-password-form.tsx';

const meta = {
  title: 'Admin/Auth/SetPasswordForm',
  component: SetPasswordForm,
  parameters: { layout: 'padded' },
  args: { type: 'invite', email: 'priya@example.in', save: fn(async () => {}) },
} satisfies Meta<typeof SetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invited: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome! Set your password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'a-good-password');
    await userEvent.type(canvas.getByLabelText('Repeat the password'), 'a-good-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(args.save).toHaveBeenCalledWith('a-good-password');
  },
};

export const Recovery: Story = {
  args: { type: 'recovery' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  },
};

export const TooShortOrDifferent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), '-but-longer');
    await userEvent.type(canvas.getByLabelText('Repeat the password'), 'something-else');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    await expect(args.save).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { save: fn(async () => Promise.reject(new Error('Choose a password different from your current one.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'a-good-password');
    await userEvent.type(canvas.getByLabelText('Repeat the password'), 'a-good-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a password different from your current one.');
  },
};
