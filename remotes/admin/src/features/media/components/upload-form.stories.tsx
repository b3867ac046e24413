import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadForm } from './upload-form.tsx';

const meta = {
  title: 'Admin/Media/UploadForm',
  component: UploadForm,
  parameters: { layout: 'padded' },
  args: { percent: null, uploading: false, onUpload: fn() },
} satisfies Meta<typeof UploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByText('Choose a video or an image first')).toBeVisible();
    const file = new File(['x'], 'agent.png', { type: 'image/png' });
    await userEvent.selectOptions(canvas.getByLabelText('Use case'), 'agentImage');
    await userEvent.upload(canvas.getByLabelText('File'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, 'agentImage');
  },
};

export const Uploading: Story = {
  args: { percent: 42, uploading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '42');
    await expect(canvas.getByText('Upload progress: 42%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

export const Uploaded: Story = {
  args: { percent: 100, uploading: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Upload progress: 100%')).toBeVisible();
  },
};
