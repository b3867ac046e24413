import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadForm } from './upload-form.tsx';

const meta = {
  title: 'Admin/Media/UploadForm',
  component: UploadForm,
  parameters: { layout: 'padded' },
  args: { percent: null, uploading: false, onUpload: fn(() => Promise.resolve(true)) },
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
    // An image needs its alt text.
    await expect(canvas.getByLabelText('Alt text')).toHaveAccessibleDescription(/Describe the image for people who cannot see it/);
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Alt text'), '  A smiling sales agent with a headset ');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, 'agentImage', 'A smiling sales agent with a headset');
    // Stored: the picker and the alt text are empty again, so the next Upload asks for a file.
    await waitFor(() => expect(canvas.getByLabelText<HTMLInputElement>('File').files).toHaveLength(0));
    await expect(canvas.getByLabelText('Alt text')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByText('Choose a video or an image first')).toBeVisible();
  },
};

export const Video: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['x'], 'demo.mp4', { type: 'video/mp4' });
    await userEvent.upload(canvas.getByLabelText('File'), file);
    // A video has no alt text to give.
    await expect(canvas.queryByLabelText('Alt text')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, 'general', undefined);
  },
};

export const UploadFailed: Story = {
  args: { onUpload: fn(() => Promise.resolve(false)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('File'), new File(['x'], 'agent.png', { type: 'image/png' }));
    await userEvent.type(canvas.getByLabelText('Alt text'), 'The agent');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    // Not stored: the file stays chosen, to try again.
    await expect(canvas.getByLabelText<HTMLInputElement>('File').files).toHaveLength(1);
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
