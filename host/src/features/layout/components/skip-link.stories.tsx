import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

const meta = {
  title: 'Host/Skip link',
  component: SkipLink,
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id={MAIN_ID} tabIndex={-1}>
          <h1>Pricing</h1>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab of the page reaches it; then it shows over the header. */
export const HiddenUntilFocused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(link).toHaveAttribute('href', `#${MAIN_ID}`);
  },
};
