import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminScreen } from './admin-screen.tsx';

const meta = {
  title: 'Admin/AdminScreen',
  component: AdminScreen,
  args: { title: 'Case Studies', intro: 'Publish, edit and delete the customer stories shown on the site.' },
} satisfies Meta<typeof AdminScreen>;

export default meta;

export const HeadingAndIntro: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Case Studies' })).toBeVisible();
    await expect(canvas.getByText('Publish, edit and delete the customer stories shown on the site.')).toBeVisible();
  },
};
