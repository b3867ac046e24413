import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_TESTIMONIAL, TestimonialEditor } from './testimonial-editor.tsx';

const meta = {
  title: 'Admin/Testimonials/TestimonialEditor',
  component: TestimonialEditor,
  parameters: { layout: 'padded' },
  args: { label: 'New testimonial', initial: EMPTY_TESTIMONIAL, busy: false, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof TestimonialEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save testimonial' }));
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Quote is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name'), 'Priya Shah');
    await userEvent.type(canvas.getByLabelText('Quote'), 'Every lead gets a call.');
    await userEvent.selectOptions(canvas.getByLabelText('Rating'), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save testimonial' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Priya Shah', rating: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { label: 'Testimonial: Priya Shah', initial: { ...EMPTY_TESTIMONIAL, name: 'Priya Shah', quote: 'Every lead gets a call.' }, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Quote')).toBeDisabled();
  },
};
