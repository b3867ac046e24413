import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SectionTextForm } from './section-text-form.tsx';

const meta = {
  title: 'Admin/SectionTextForm',
  component: SectionTextForm,
  parameters: { layout: 'padded' },
  args: {
    heading: 'Section heading',
    fields: [
      { name: 'title', label: 'Section title' },
      { name: 'description', label: 'Section description', long: true },
      { name: 'view_all_text', label: "'View all' link text" },
    ],
    initial: { title: 'What our customers say', description: 'Real results.', view_all_text: 'View all case studies' },
    saving: false,
    onSave: fn(),
  },
} satisfies Meta<typeof SectionTextForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText("'View all' link text"));
    await userEvent.type(canvas.getByLabelText("'View all' link text"), 'See every story');
    await userEvent.click(canvas.getByRole('button', { name: 'Save section' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ view_all_text: 'See every story' }));
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save section' })).toBeDisabled();
  },
};
