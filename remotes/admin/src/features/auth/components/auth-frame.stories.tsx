import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, within } from 'storybook/test';
import { AuthFrame } from './auth-frame.tsx';

const meta = {
  title: 'Admin/Auth/AuthFrame',
  component: AuthFrame,
  args: { children: <p>The sign-in card goes here.</p> },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/auth']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthFrame>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vaani AI Admin')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('main')).toHaveTextContent('The sign-in card goes here.');
  },
};
