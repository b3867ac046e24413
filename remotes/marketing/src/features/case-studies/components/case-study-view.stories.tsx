import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, fn, within } from 'storybook/test';
import { STORY_CASE_STUDY } from '../fixtures/story-case-studies.ts';
import { RETRY_TEXT } from '../../page-shell/components/status-message.tsx';
import { CASE_STUDY_TEXT, CaseStudyView } from './case-study-view.tsx';

const meta = {
  title: 'Marketing/Case studies/Detail',
  component: CaseStudyView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <main>
          <Story />
        </main>
      </MemoryRouter>
    ),
  ],
  args: { study: STORY_CASE_STUDY, onRetry: fn() },
} satisfies Meta<typeof CaseStudyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(STORY_CASE_STUDY.title);
    for (const title of ['The challenge', 'The solution', 'The results']) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // Blank lines in the stored text become paragraphs.
    await expect(canvas.getByText('Half of the enquiries arrived on weekends, when the sales office was closed.')).toBeVisible();
    await expect(canvas.getByText(/Now our best leads get a knowledgeable answer at once/)).toBeVisible();
    await expect(canvas.getByText('Anjali Menon')).toBeVisible();
    await expect(canvas.getByText('March 3, 2026')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { study: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(CASE_STUDY_TEXT.loading);
  },
};

export const NotFound: Story = {
  args: { study: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all case studies' })).toHaveAttribute('href', '/case-studies');
  },
};

export const Failed: Story = {
  args: { study: undefined, error: new Error('Failed to fetch') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${CASE_STUDY_TEXT.failed} Failed to fetch`);
    await expect(canvas.getByRole('button', { name: RETRY_TEXT })).toBeVisible();
  },
};
