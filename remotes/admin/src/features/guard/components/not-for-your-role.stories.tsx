import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, within } from 'storybook/test';
import { NotForYourRole } from './not-for-your-role.tsx';

const meta = {
  title: 'Admin/Guard/NotForYourRole',
  component: NotForYourRole,
  args: { role: 'editor' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/site-settings']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NotForYourRole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
    await expect(canvas.getByText(/Your role \(Editor\) does not open this screen/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
  },
};

export const Sales: Story = {
  args: { role: 'sales' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your role \(Sales\) does not open this screen/)).toBeVisible();
  },
};
