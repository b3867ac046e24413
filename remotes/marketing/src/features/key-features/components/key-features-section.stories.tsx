import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeyFeature } from '@vaani/data';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeyFeaturesView } from './key-features-section.tsx';

const feature = (id: number, title: string, description: string, icon_name: KeyFeature['icon_name']): KeyFeature => ({
  id: `feature-${id}`,
  title,
  description,
  icon_name,
  icon_bg: 'bg-blue-100',
  color: 'text-blue-600',
  display_order: id,
  is_active: true,
});

const FEATURES = [
  feature(1, '24/7 Lead Response', 'Every portal enquiry gets a call back within a minute, even at 2 am.', 'Clock'),
  feature(2, 'Hindi, English and Hinglish', 'Natural conversations in the language your buyer is comfortable with.', 'Globe'),
  feature(3, 'Site Visit Scheduling', 'Books site visits straight into your sales team’s calendar.', 'Calendar'),
  feature(4, 'CRM Sync', 'Call summaries and lead scores land in your CRM automatically.', 'RefreshCw'),
];

const meta = {
  title: 'Marketing/Home/Key features',
  component: KeyFeaturesView,
  args: {
    title: 'Built for Indian Real Estate Sales',
    description: 'Everything your pre-sales team does on the phone, done by an AI voice agent.',
    state: 'loaded',
    features: FEATURES,
  },
} satisfies Meta<typeof KeyFeaturesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#key-features')).not.toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      FEATURES.map((item) => item.title),
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading features...');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load features. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect('onRetry' in args ? args.onRetry : undefined).toHaveBeenCalled();
  },
};
