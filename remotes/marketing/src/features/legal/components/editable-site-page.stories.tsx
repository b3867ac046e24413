import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditableSitePageView } from './editable-site-page.tsx';

const meta = {
  title: 'Marketing/EditableSitePage',
  component: EditableSitePageView,
  args: { fallbackTitle: 'Privacy Policy' },
} satisfies Meta<typeof EditableSitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Loaded: Story = {
  args: { page: { title: 'Privacy Policy', body: 'We keep **your data** safe.\n\n- Access\n- Erasure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect((await canvas.findByText('your data')).tagName).toBe('STRONG');
  },
};

const retry = fn();
export const Failed: Story = {
  args: { onRetry: retry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be loaded. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};
