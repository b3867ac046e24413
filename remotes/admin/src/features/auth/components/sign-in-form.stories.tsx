import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from './sign-in-form.tsx';

const meta = {
  title: 'Admin/Auth/SignInForm',
  component: SignInForm,
  parameters: { layout: 'padded' },
  args: { status: 'idle', error: null, onSubmit: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/auth']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth?view=forgot');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), ' admin@vaani.local ');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-password');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('admin@vaani.local', 'secret-password');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'Invalid email or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};
