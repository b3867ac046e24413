import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import { expect, within } from 'storybook/test';
import { HeroView } from './hero-section.tsx';

const heroText = (field: string) =>
  DEFAULT_SITE_CONFIG.texts.find((entry) => entry.section === 'hero' && entry.field === field)?.content ?? '';

const meta = {
  title: 'Marketing/Home/Hero',
  component: HeroView,
  args: {
    title: heroText('title'),
    subtitle: heroText('subtitle'),
    primaryButtonText: heroText('primaryButtonText'),
    secondaryButtonText: heroText('secondaryButtonText'),
    video: { url: null, loading: true },
  },
} satisfies Meta<typeof HeroView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo video's address is still being looked up. */
export const FindingVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(heroText('title'));
    await expect(canvas.getByRole('button', { name: 'Try Now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book Demo' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading video...');
  },
};

export const NoVideo: Story = {
  args: { video: { url: null, loading: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No demo video available')).toBeVisible();
  },
};

export const VideoFailed: Story = {
  args: { video: { url: '/missing-demo-video.mp4', loading: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load video', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Texts an admin configured. */
export const ConfiguredTexts: Story = {
  args: {
    title: 'Every buyer called within a minute',
    subtitle: 'Your AI pre-sales team for Mumbai, Pune and Bengaluru launches.',
    primaryButtonText: 'Hear a demo call',
    secondaryButtonText: 'Talk to sales',
    video: { url: null, loading: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Every buyer called within a minute');
    await expect(canvas.getByRole('button', { name: 'Hear a demo call' })).toBeVisible();
  },
};

/** The admin set a background, a pattern over it and a product shot, shown while the video is looked up. */
export const WithImages: Story = {
  args: {
    video: { url: null, loading: true },
    background: { url: '/favicon.svg?background', fit: 'cover' },
    pattern: { url: '/favicon.svg?pattern', fit: 'auto' },
    productShot: { url: '/favicon.svg', alt: 'Vaani AI voice agent dashboard' },
  },
  play: async ({ canvasElement }) => {
    const hero = canvasElement.querySelector('section');
    await expect(hero?.getAttribute('style') ?? '').toMatch(/pattern.*background/);
    await expect(within(canvasElement).getByRole('img', { name: 'Vaani AI voice agent dashboard' })).toBeVisible();
  },
};
