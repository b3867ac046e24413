import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaseStudyForm, EMPTY_CASE_STUDY } from './case-study-form.tsx';

const meta = {
  title: 'Admin/CaseStudies/CaseStudyForm',
  component: CaseStudyForm,
  parameters: { layout: 'padded' },
  args: {
    heading: 'New case study',
    initial: EMPTY_CASE_STUDY,
    submitLabel: 'Save draft',
    saving: false,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CaseStudyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = ['Title', 'Industry', 'Summary', 'Challenge', 'Solution', 'Results', 'Testimonial', 'Author name', 'Author position', 'Author company', 'Featured image', 'Company logo'];

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const label of LABELS) await expect(canvas.getByLabelText(label, { exact: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(canvas.getByText('Title is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Title', { exact: true }), ' Skyline Homes ');
    await userEvent.type(canvas.getByLabelText('Company logo', { exact: true }), '/logo.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...EMPTY_CASE_STUDY, title: 'Skyline Homes', company_logo: '/logo.png' });
  },
};

export const Saving: Story = {
  args: { saving: true, initial: { ...EMPTY_CASE_STUDY, title: 'Skyline Homes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await expect(canvas.getByLabelText('Title', { exact: true })).toBeDisabled();
  },
};
