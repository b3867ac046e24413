import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './accordion.tsx';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  parameters: { layout: 'padded' },
  args: {
    items: [
      { id: 'propertySearch', title: 'Property Search', content: 'Matches buyers to listings by budget and location.' },
      { id: 'leadQualification', title: 'Lead Qualification', content: 'Asks the right questions and scores every lead.' },
      { id: 'postSaleSupport', title: 'Post-sale Support', content: 'Answers owners about possession, payments and paperwork.' },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Property Search' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lead Qualification' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'Lead Qualification' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Property Search' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneOpen: Story = { args: { defaultOpenId: 'leadQualification' } };
