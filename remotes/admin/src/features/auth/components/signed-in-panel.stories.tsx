import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignedInPanel } from './signed-in-panel.tsx';

const meta = {
  title: 'Admin/Auth/SignedInPanel',
  component: SignedInPanel,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/auth']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
  args: { email: 'admin@vaani.local', signingOut: false, onSignOut: fn() },
} satisfies Meta<typeof SignedInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed in as admin@vaani.local')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the admin panel' })).toHaveAttribute('href', '/admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out' })).toBeDisabled();
  },
};
