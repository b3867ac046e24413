import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RetentionPanel } from './retention-panel.tsx';

const meta = {
  title: 'Admin/SiteSettings/RetentionPanel',
  component: RetentionPanel,
  parameters: { layout: 'padded' },
  args: { settings: { leads_days: null, spam_leads_days: 30, change_log_days: 730 }, onSave: fn(async () => {}) },
} satisfies Meta<typeof RetentionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Keep leads for (days)')).toHaveValue('');
    await expect(canvas.getByLabelText('Keep spam-held leads for (days)')).toHaveValue('30');
    await expect(canvas.getByLabelText('Keep the activity log for (days)')).toHaveValue('730');
  },
};

export const Loading: Story = { args: { settings: undefined } };

export const LoadFailed: Story = {
  args: { settings: undefined, loadError: 'Could not load the retention settings: network error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('network error');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Keep leads for (days)'), '1095');
    await userEvent.clear(canvas.getByLabelText('Keep spam-held leads for (days)'));
    await userEvent.type(canvas.getByLabelText('Keep spam-held leads for (days)'), '14');
    await userEvent.click(canvas.getByRole('button', { name: 'Save retention' }));
    await expect(args.onSave).toHaveBeenCalledWith({ leads_days: 1095, spam_leads_days: 14, change_log_days: 730 });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved. The next nightly run applies it.');
  },
};

export const OutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Keep the activity log for (days)'));
    await userEvent.type(canvas.getByLabelText('Keep the activity log for (days)'), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save retention' }));
    await expect(canvas.getByLabelText('Keep the activity log for (days)')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter whole days from 90 to 36500.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Could not save the retention settings: only admins may change them.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save retention' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('only admins may change them');
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save retention' }));
    await expect(await canvas.findByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};
