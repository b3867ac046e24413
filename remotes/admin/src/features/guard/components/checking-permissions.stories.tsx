import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckingPermissions } from './checking-permissions.tsx';

const meta = {
  title: 'Admin/Guard/CheckingPermissions',
  component: CheckingPermissions,
} satisfies Meta<typeof CheckingPermissions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking permissions…');
  },
};
