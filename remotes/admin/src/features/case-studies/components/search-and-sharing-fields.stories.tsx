import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SearchAndSharingFields } from './search-and-sharing-fields.tsx';

const meta = {
  title: 'Admin/CaseStudies/SearchAndSharingFields',
  component: SearchAndSharingFields,
  parameters: { layout: 'padded' },
  args: {
    values: { seo_title: '', seo_description: '', social_image: '' },
    derived: {
      title: 'Riverside Homes Answers Every Weekend Enquiry | Vaani AI',
      description: 'A Kochi developer stopped losing weekend portal leads.',
      path: '/case-studies/riverside-homes',
    },
    disabled: false,
    headingLevel: 3,
    onChange: fn(),
    useCase: 'case-studies',
  },
} satisfies Meta<typeof SearchAndSharingFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: the preview shows what the page derives, the fields show it as their placeholder. */
export const Derived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Search result preview' })).toHaveTextContent('Riverside Homes Answers Every Weekend Enquiry | Vaani AI');
    await expect(canvas.getByLabelText('Search title')).toHaveAttribute('placeholder', 'Riverside Homes Answers Every Weekend Enquiry | Vaani AI');
    await expect(canvas.getByText('56 / 60 characters')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { values: { seo_title: 'Weekend enquiries answered in Kochi', seo_description: 'How Riverside Homes called back every portal lead.', social_image: '/og-image.png' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Search result preview' })).toHaveTextContent('Weekend enquiries answered in Kochi');
  },
};

/** Too long for search engines: allowed, with a warning beside each field, never cut. */
export const OverTheLimits: Story = {
  args: {
    values: {
      seo_title: 'Riverside Homes answers every single weekend enquiry from portals in Kochi and the Gulf',
      seo_description: 'A'.repeat(170),
      social_image: '',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('87 / 60 characters: over 60, search engines may cut the title.')).toBeVisible();
    await expect(canvas.getByText('170 / 160 characters: over 160, search engines may cut the description.')).toBeVisible();
  },
};

export const Saving: Story = { args: { disabled: true } };
