import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FAQ_ENTRIES } from '../api/faq-entries.ts';
import FaqPage from './faq-page.tsx';

const meta = {
  title: 'Marketing/FAQ',
  component: FaqPage,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstAnswerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(FAQ_ENTRIES.length - 1);
    await expect(canvas.getByText(FAQ_ENTRIES[0]!.answer)).toBeVisible();
  },
};

export const OneAnswerAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Is there a free trial?' }));
    await expect(canvas.getByText(FAQ_ENTRIES[2]!.answer)).toBeVisible();
    await expect(canvas.queryByText(FAQ_ENTRIES[0]!.answer)).not.toBeVisible();
  },
};
