import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Image } from './image.tsx';

const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' width='640' height='360'><rect width='640' height='360' fill='#1e293b'/><circle cx='320' cy='180' r='90' fill='#3F66FB'/></svg>",
  );

const meta = {
  title: 'UI/Image',
  component: Image,
  parameters: { layout: 'padded' },
  args: { src: PICTURE, alt: 'Vaani AI sales agent' },
  decorators: [
    (Story) => (
      <div style={{ width: 320, height: 180 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Image {...args} style={{ height: 180 }} />,
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Vaani AI sales agent' });
    await waitFor(() => expect(image.closest('[data-state]')).toHaveAttribute('data-state', 'loaded'));
  },
};

export const Failed: Story = {
  args: { src: '/this-image-does-not-exist.png' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load image')).toBeVisible();
  },
};

/** Far below the fold, so it stays a placeholder until scrolled within 50px of the viewport. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <div style={{ paddingTop: '300vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-state]');
    await expect(frame).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
