import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHero } from './page-hero.tsx';

const meta = {
  title: 'Marketing/PageHero',
  component: PageHero,
  args: {
    eyebrow: 'Real-estate solution',
    title: 'AI Voice Agents for Real Estate',
    intro: 'Respond to every property enquiry in seconds and book more site visits.',
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndIntro: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('AI Voice Agents for Real Estate');
    await expect(within(canvasElement).getByText('Real-estate solution')).toBeVisible();
  },
};
