import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeDiffView } from './change-diff-view.tsx';

const meta = {
  title: 'Admin/Activity/ChangeDiffView',
  component: ChangeDiffView,
  args: {
    change: {
      before: { id: 'c1', title: 'Skyline Realty', summary: 'Same', content: 'Intro\nOld middle\nEnd', updated_at: '2026-11-25T08:00:00Z' },
      after: { id: 'c1', title: 'Skyline Realty doubles site visits', summary: 'Same', content: 'Intro\nNew middle\nEnd', updated_at: '2026-11-25T09:30:00Z' },
    },
  },
} satisfies Meta<typeof ChangeDiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Title', 'Content']);
    await expect(canvas.getByText('Before: Skyline Realty')).toBeVisible();
    await expect(canvas.getByText('After: Skyline Realty doubles site visits')).toBeVisible();
    const lines = canvas.getByLabelText('Content, line by line');
    await expect(lines.querySelector('del')).toHaveTextContent('− Old middle');
    await expect(lines.querySelector('ins')).toHaveTextContent('+ New middle');
  },
};

export const Added: Story = {
  args: { change: { before: null, after: { name: 'Priya Sharma', rating: 5 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('After: Priya Sharma')).toBeVisible();
    await expect(canvas.queryByText(/^Before:/)).toBeNull();
  },
};

export const SettingChanged: Story = {
  args: {
    change: {
      before: { id: true, config: { texts: [{ id: 'hero-title', section: 'hero', field: 'title', content: 'Old hero' }] } },
      after: { id: true, config: { texts: [{ id: 'hero-title', section: 'hero', field: 'title', content: 'New hero' }] } },
    },
  },
  play: async ({ canvasElement }) => {
    // The setting as its editor names it, never the settings' JSON.
    await expect(within(canvasElement).getByRole('term')).toHaveTextContent('Home: hero › Headline');
    await expect(within(canvasElement).getByText('After: New hero')).toBeVisible();
  },
};

export const NothingChanged: Story = {
  args: { change: { before: { title: 'Same' }, after: { title: 'Same' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No field changed.')).toBeVisible();
  },
};
