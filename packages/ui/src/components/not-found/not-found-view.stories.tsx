import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundView } from './not-found-view.tsx';

const meta = {
  title: 'UI/NotFoundView',
  component: NotFoundView,
  parameters: { layout: 'fullscreen' },
  args: {
    message: 'The page you are looking for does not exist or has moved.',
    children: <a href="/">Go to the home page</a>,
  },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneWayBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Where to go instead' })).toBeVisible();
  },
};

export const SeveralWaysBack: Story = {
  args: {
    message: 'This case study does not exist or is no longer published.',
    children: (
      <>
        <a href="/case-studies">See all case studies</a>
        <a href="/">Go to the home page</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
