import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Testimonial } from '@vaani/data';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, within } from 'storybook/test';
import { TestimonialsView } from './testimonials-section.tsx';

const TESTIMONIALS: Testimonial[] = [
  {
    id: 't1',
    name: 'Rohan Mehta',
    role: 'Head of Sales, Skyline Habitats, Mumbai',
    quote: 'Vaani calls every portal lead within a minute and only passes on buyers who are serious about a 2 or 3 BHK in Thane.',
    rating: 5,
    image: '',
    metrics_percentage: '42%',
    metrics_description: 'more site visits booked in the first quarter',
    display_order: 1,
    is_active: true,
  },
  {
    id: 't2',
    name: 'Aditya Kulkarni',
    role: 'Founder, Sahyadri Realty, Pune',
    quote: 'The follow-up calls after our Hinjewadi launch brought back leads we had written off.',
    rating: 4,
    image: '',
    metrics_percentage: '3x',
    metrics_description: 'faster response to new enquiries',
    display_order: 2,
    is_active: true,
  },
];

const meta: Meta<typeof TestimonialsView> = {
  title: 'Marketing/Home/Testimonials',
  component: TestimonialsView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    title: 'Trusted by Developers Across India',
    description: 'Real-estate teams in Mumbai, Bengaluru and Pune use Vaani AI to answer every buyer.',
    viewAllText: 'View all case studies',
    testimonials: TESTIMONIALS,
  },
};

export default meta;
type Story = StoryObj<typeof TestimonialsView>;

const linksToCaseStudies = async (canvasElement: HTMLElement, text = 'View all case studies') => {
  await expect(within(canvasElement).getByRole('link', { name: text })).toHaveAttribute('href', '/case-studies');
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rohan Mehta')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByText('more site visits booked in the first quarter')).toBeVisible();
    await linksToCaseStudies(canvasElement);
  },
};

export const Loading: Story = {
  args: { testimonials: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading testimonials from database...');
  },
};

export const LoadFailed: Story = {
  args: { error: 'connection refused' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load testimonials from database: connection refused',
    );
  },
};

export const Empty: Story = {
  args: { testimonials: [], viewAllText: 'Read our customer stories' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No testimonials found in database.')).toBeVisible();
    await linksToCaseStudies(canvasElement, 'Read our customer stories');
  },
};
