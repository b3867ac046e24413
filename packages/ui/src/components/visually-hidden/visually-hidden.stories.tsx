import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden.tsx';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAnIconButton: Story = {
  render: () => (
    <button type="button">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="currentColor" />
      </svg>
      <VisuallyHidden>Start call</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Start call' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(60);
  },
};
