import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, within } from 'storybook/test';
import { AdminScreen } from './admin-screen.tsx';

const meta = {
  title: 'Admin/AdminScreen',
  component: AdminScreen,
  args: { title: 'Case Studies', intro: 'Publish, edit and delete the customer stories shown on the site.' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/case-studies']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AdminScreen>;

export default meta;

export const CurrentScreenHighlighted: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Case studies' })).toHaveAttribute('aria-current', 'page');
  },
};
