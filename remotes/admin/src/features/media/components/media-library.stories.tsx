import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaLibrary } from './media-library.tsx';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const file = (id: string, name: string, useCase: string, isActive = true) => ({
  id,
  file_name: `${useCase}/${id}.png`,
  original_name: name,
  file_type: 'image' as const,
  use_case: useCase,
  storage_url: PIXEL,
  content_type: 'image/png',
  file_size: 2_621_440,
  is_active: isActive,
  uploaded_at: '2026-11-01T10:00:00Z',
  alt_text: null,
});

const meta = {
  title: 'Admin/Media/MediaLibrary',
  component: MediaLibrary,
  parameters: { layout: 'padded' },
  args: {
    media: [file('1', 'agent.png', 'agentImage'), file('2', 'old-agent.png', 'agentImage', false), file('3', 'icon.png', 'benefitsIcon1')],
    loading: false,
    error: null,
    busyId: null,
    onToggleActive: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Agent image' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Benefit icon 1' })).toBeVisible();
    await expect(canvas.getByText('2.50 MB · Inactive', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete icon.png' }));
    await userEvent.click(within(within(document.body).getByRole('dialog', { name: 'Delete file?' })).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading media…');
  },
};

export const Empty: Story = {
  args: { media: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files uploaded yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { media: [], error: 'Failed to load media' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load media');
  },
};
