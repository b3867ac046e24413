import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MediaFile } from '@vaani/data';
import { expect, within } from 'storybook/test';
import { SiteDefaults } from './site-defaults.tsx';

const meta = {
  title: 'Admin/Media/SiteDefaults',
  component: SiteDefaults,
  parameters: { layout: 'padded' },
  args: { media: [] },
} satisfies Meta<typeof SiteDefaults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Default demo video')).toHaveAttribute('src', '/demo-video.mp4');
    await expect(canvas.getByText(/until you upload a video under “Demo video”/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Modern residential towers' })).toHaveAttribute('src', '/solutions/real-estate-towers.svg');
  },
};

const uploaded: MediaFile = {
  id: 'm1',
  file_name: 'demo.mp4',
  original_name: 'Our demo.mp4',
  file_type: 'video',
  use_case: 'demo',
  storage_url: 'http://127.0.0.1:54321/storage/v1/object/public/media/demo.mp4',
  content_type: 'video/mp4',
  file_size: 1000,
  is_active: true,
  uploaded_at: '2026-11-26T00:00:00Z',
  alt_text: null,
};

export const DemoVideoUploaded: Story = {
  args: { media: [uploaded] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Replaced by your newest active video/)).toBeVisible();
  },
};
