import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs.tsx';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
  // The owner keeps the selection, as the pages that show tabs do.
  render: function OwnedTabs(args) {
    const [value, setValue] = useState(args.value);
    return <Tabs {...args} value={value} onValueChange={setValue} />;
  },
  args: {
    label: 'Use cases',
    value: 'b2c',
    onValueChange: () => undefined,
    items: [
      {
        id: 'b2c',
        label: 'B2C Use Cases',
        panel: <p>Property search, lead qualification and post-sale support, around the clock.</p>,
      },
      {
        id: 'implementation',
        label: 'Product Features',
        panel: <p>Multilingual conversations that work on low bandwidth and earn buyers&apos; trust.</p>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const features = canvas.getByRole('tab', { name: 'Product Features' });
    await expect(features).toHaveFocus();
    await expect(features).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Multilingual');
  },
};

export const SecondSelected: Story = { args: { value: 'implementation' } };
