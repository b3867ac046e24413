import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import storyVideo from './story-video.mp4';
import { VideoPlayer } from './video-player.tsx';

const meta = {
  title: 'UI/VideoPlayer',
  component: VideoPlayer,
  parameters: { layout: 'padded' },
  args: { title: 'Vaani AI product demo', src: storyVideo },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const controls = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Vaani AI product demo controls' });

/** Muted, looping autoplay with every control labelled and the spec's slider steps. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(controls(canvasElement)).toHaveAttribute('data-status', 'playing'), { timeout: 5000 });
    const video = canvasElement.querySelector('video');
    await expect(video?.muted).toBe(true);
    await expect(video?.loop).toBe(true);
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('step', '0.1');
    const volume = canvas.getByRole('slider', { name: 'Volume' });
    await expect(volume).toHaveAttribute('step', '0.01');
    await expect(volume).toHaveAttribute('max', '1');
    await expect(canvas.getByText(/^0:0\d \/ 0:03$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute video' }));
    await expect(video?.muted).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Mute video' })).toBeVisible();
  },
};

/** Paused after the visitor presses pause; reset returns to the start, muted again. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(controls(canvasElement)).toHaveAttribute('data-status', 'playing'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause video' }));
    await waitFor(() => expect(controls(canvasElement)).toHaveAttribute('data-status', 'paused'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Play video' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset video' }));
    await expect(canvas.getByText('0:00 / 0:03')).toBeVisible();
  },
};

/** A source that never delivers data stays in the loading state, with a labelled spinner. */
export const Loading: Story = {
  args: { src: URL.createObjectURL(new MediaSource()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading video...');
  },
};

/** The page is still finding out which video to show. */
export const LookingUpSource: Story = {
  args: { src: null, pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading video...');
  },
};

/** The source is still being looked up and a still was given (the hero's product shot): the still shows, not a spinner. */
export const LookingUpWithStill: Story = {
  args: { src: null, pending: true, poster: { url: '/favicon.svg', alt: 'Vaani AI voice agent dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Vaani AI voice agent dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NoVideo: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No demo video available')).toBeVisible();
    await expect(canvas.getByText('Upload a video through the admin panel to display it here')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { src: '/no-such-video.mp4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load video', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('There was an error loading this video file')).toBeVisible();
  },
};
