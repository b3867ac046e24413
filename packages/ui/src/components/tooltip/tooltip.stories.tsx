import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Tooltip } from './tooltip.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: 'Talk to our AI agent in your browser',
    children: <Button variant="outline">Try Now</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 24px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Talk to our AI agent in your browser');
    await expect(canvas.getByRole('button', { name: 'Try Now' })).toHaveAccessibleDescription(
      'Talk to our AI agent in your browser',
    );
  },
};

export const Bottom: Story = { args: { defaultOpen: true, side: 'bottom' } };

export const OpensOnHoverAfterDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(canvas.getByRole('button', { name: 'Try Now' }));
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible(), { timeout: 2000 });
    await userEvent.unhover(canvas.getByRole('button', { name: 'Try Now' }));
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
