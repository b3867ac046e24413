import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, within } from 'storybook/test';
import { SignOutButton } from './sign-out-button.tsx';

const meta = {
  title: 'Admin/Auth/SignOutButton',
  component: SignOutButton,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignOutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out' })).toBeEnabled();
  },
};
